/**
 * JSON for values placed inside an inline <script>: `<` is escaped so that a value containing
 * `</script>` cannot end the script early (JSON.stringify alone leaves it as is).
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** `a, b, c` from `[a, b, c]`, for the argument list of an inlined function call. */
export function inlineArguments(values: unknown[]): string {
  return values.map((value) => inlineJson(value)).join(',');
}
