import { tokenizeWithOffsets, type TextToken } from '../../lib/search/tokens';
import type { Snippet, TextPart } from '../../lib/search/types';

/**
 * At most `maxLength` characters of `text` around the first word that matched, words cut only
 * when one word alone is longer than the window; every matched word in the window is marked.
 * Without a match in the text (the hit was in a heading or title), the text's opening.
 */
export function makeSnippet(text: string, terms: ReadonlySet<string>, maxLength: number): Snippet {
  const initials = new Set([...terms].map((term) => term[0]));
  const tokens = tokenizeWithOffsets(text, (letter) => initials.has(letter));
  const isMatch = (token: TextToken) => token.term !== null && terms.has(token.term);
  const first = tokens.find(isMatch);
  const [start, end] = first ? windowAround(text, first, maxLength) : windowAt(text, 0, maxLength);
  const marked = tokens.filter((t) => isMatch(t) && t.start < end && t.end > start);
  return { parts: markParts(text, start, end, marked), cutStart: start > 0, cutEnd: end < text.length };
}

function windowAround(text: string, match: TextToken, maxLength: number): [number, number] {
  const matchLength = match.end - match.start;
  if (matchLength >= maxLength) return [match.start, match.start + maxLength];
  const before = Math.floor((maxLength - matchLength) / 2);
  let start = Math.max(0, match.start - before);
  const end = Math.min(text.length, start + maxLength);
  start = Math.max(0, end - maxLength);
  return snap(text, start, end, match.start, match.end);
}

function windowAt(text: string, start: number, maxLength: number): [number, number] {
  const end = Math.min(text.length, start + maxLength);
  const [s, e] = snap(text, start, end, start, start);
  // One word longer than the window: cut it rather than show nothing.
  return e > s ? [s, e] : [start, end];
}

/** Narrows a window so it neither starts nor ends inside a word, keeping [keepStart, keepEnd). */
function snap(text: string, start: number, end: number, keepStart: number, keepEnd: number): [number, number] {
  let s = start;
  let e = end;
  if (s > 0 && !/\s/.test(text[s - 1])) {
    const space = text.slice(s, keepStart).search(/\s/);
    s = space === -1 ? keepStart : s + space + 1;
  }
  if (e < text.length && !/\s/.test(text[e])) {
    const lastSpace = text.slice(keepEnd, e).search(/\s\S*$/);
    e = lastSpace === -1 ? Math.max(keepEnd, s) : keepEnd + lastSpace;
  }
  while (s < e && /\s/.test(text[s])) s += 1;
  while (e > s && /\s/.test(text[e - 1])) e -= 1;
  return [s, e];
}

function markParts(text: string, start: number, end: number, marked: TextToken[]): TextPart[] {
  const parts: TextPart[] = [];
  let at = start;
  for (const token of marked) {
    const from = Math.max(token.start, start);
    const to = Math.min(token.end, end);
    if (from > at) parts.push({ text: text.slice(at, from), match: false });
    parts.push({ text: text.slice(from, to), match: true });
    at = to;
  }
  if (end > at) parts.push({ text: text.slice(at, end), match: false });
  return parts;
}
