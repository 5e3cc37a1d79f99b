/** `n` things in words for a message: "no pages", "1 page", "9,501 pages". */
export function count(n: number, what: string): string {
  return `${n === 0 ? 'no' : n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;
}
