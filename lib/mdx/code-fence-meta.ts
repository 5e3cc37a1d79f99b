/**
 * What a fence's meta (everything after the language: ```sql title="a.sql" {2-3} showLineNumbers)
 * says. The one reader of it: the page compile (rehype-code-blocks.ts, remark-npm2yarn.ts) and
 * the SQL block check (scripts/lib/examples/sql-blocks.ts) both call it.
 */

// key="value", key='value', key=value, line ranges {1,3-4}, or a bare word.
const META_TOKEN = /([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))|\{([^}]*)\}|(\S+)/g;

/** The word that turns line numbers on; `showLineNumbers=N` starts them at N. */
export const LINE_NUMBERS_WORD = 'showLineNumbers';
/** The word that shows an npm command as npm, Yarn and pnpm tabs (remark-npm2yarn.ts). */
export const NPM2YARN_WORD = 'npm2yarn';

export interface FenceMetaTokens {
  /** `key=value` pairs, quotes removed. */
  attributes: Map<string, string>;
  /** Bare words, as written. */
  words: string[];
  /** What each `{...}` holds, braces removed: `1,4-6`. */
  ranges: string[];
}

export function parseFenceMeta(meta: string): FenceMetaTokens {
  const attributes = new Map<string, string>();
  const words: string[] = [];
  const ranges: string[] = [];
  for (const match of meta.matchAll(META_TOKEN)) {
    const [, key, double, single, bare, range, word] = match;
    if (key !== undefined) attributes.set(key, double ?? single ?? bare);
    else if (range !== undefined) ranges.push(range);
    else if (word !== undefined) words.push(word);
  }
  return { attributes, words, ranges };
}

/** The parts of a fence's meta that change how the block is drawn. */
export interface CodeFenceOptions {
  title?: string;
  /** The first line's number when the block shows line numbers (`showLineNumbers` is 1). */
  lineNumbersFrom?: number;
  /** Lines the `{...}` ranges mark, counted from 1 over the lines as shown. */
  highlighted: Set<number>;
  npm2yarn: boolean;
}

/**
 * Reads a fence's meta; a value it cannot use (`showLineNumbers=first`, `{3-1}`) is handed to
 * `fail` as the second half of a sentence naming the block.
 */
export function codeFenceOptions(meta: string, fail: (problem: string) => never): CodeFenceOptions {
  const { attributes, words, ranges } = parseFenceMeta(meta);
  const highlighted = new Set<number>();
  for (const range of ranges) for (const line of linesOfRange(range, fail)) highlighted.add(line);
  let lineNumbersFrom: number | undefined = words.includes(LINE_NUMBERS_WORD) ? 1 : undefined;
  const start = attributes.get(LINE_NUMBERS_WORD);
  if (start !== undefined) {
    if (!/^\d+$/.test(start))
      fail(
        `has ${LINE_NUMBERS_WORD}=${start}: write the first line's number, as in ${LINE_NUMBERS_WORD}=12, or ${LINE_NUMBERS_WORD} alone to count from 1.`,
      );
    lineNumbersFrom = Number(start);
  }
  return { title: attributes.get('title'), lineNumbersFrom, highlighted, npm2yarn: words.includes(NPM2YARN_WORD) };
}

/** `1,4-6` as [1, 4, 5, 6]. */
function linesOfRange(range: string, fail: (problem: string) => never): number[] {
  const lines: number[] = [];
  for (const part of range.split(',').map((p) => p.trim())) {
    if (part === '') continue;
    const match = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!match)
      fail(
        `marks lines with {${range}}, and "${part}" is not a line or a range: write line numbers and ranges, as in {1,4-6}.`,
      );
    const from = Number(match[1]);
    const to = match[2] === undefined ? from : Number(match[2]);
    if (from < 1 || to < from)
      fail(
        `marks lines with {${range}}, and "${part}" counts down or from 0: lines count from 1, the smaller number first, as in {4-6}.`,
      );
    for (let line = from; line <= to; line += 1) lines.push(line);
  }
  return lines;
}
