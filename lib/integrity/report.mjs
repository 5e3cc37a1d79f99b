// @ts-check
/**
 * Applies a check level to a problem found at build time. Shared by the compile-time checks
 * (TypeScript) and the post-build checker (plain Node), so both speak the same way.
 *
 * @param {import('../site-checks.mjs').CheckLevel} level
 * @param {string} message
 * @param {(line: string) => void} [warn] where warnings go; the console by default
 */
export function report(level, message, warn = (line) => console.warn(line)) {
  if (level === 'throw') throw new Error(message);
  if (level === 'warn') warn(`[warn] ${message}`);
}
