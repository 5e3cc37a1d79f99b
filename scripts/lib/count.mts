/** `n` things in words for a message: "no pages", "1 page", "9,501 pages". */
export function count(n: number, what: string): string {
  return `${n === 0 ? 'no' : n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;
}

/** What a pass of the content stage did: "9,501 pages, 1 compiled, 9,500 from cache". */
export function stageSummary(pages: number, compiled: number): string {
  return `${count(pages, 'page')}, ${compiled.toLocaleString('en-US')} compiled, ${(pages - compiled).toLocaleString('en-US')} from cache`;
}
