import type { Nodes, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { MarkdownFile } from '../../../lib/content/files';
import type { ContentProblem } from './content-problem';

/**
 * The number of identical consecutive words from which two pages are said to explain the same
 * thing twice ("one home per explanation"). Shorter runs are ordinary shared phrasing:
 * a product sentence, a link label, a table header.
 */
export const REPEATED_PASSAGE_WORDS = 40;

interface Word {
  word: string;
  line: number;
}

/** Markdown nodes whose text a reader does not read as prose: code blocks, raw HTML. */
const HIDDEN = new Set(['code', 'html', 'yaml', 'toml', 'definition', 'image', 'imageReference']);

/**
 * Passages of at least `minWords` identical consecutive words that two pages both hold, in the
 * text a reader sees: front matter, code blocks and link targets do not count, and case and the
 * punctuation around a word are ignored. One warning per pair of passages, on the first page's
 * line, naming the other page's line. A warning, never a problem: repetition is for an author to
 * judge, so it leaves `npm run check`'s exit code alone.
 */
export function repeatedPassages(pages: readonly MarkdownFile[], minWords = REPEATED_PASSAGE_WORDS): ContentProblem[] {
  const sorted = [...pages].sort((a, b) => a.displayPath.localeCompare(b.displayPath));
  const words = sorted.map(visibleWords);
  // Every run of minWords words, by its text: a run held by two pages starts a shared passage.
  const runs = new Map<string, { page: number; at: number }[]>();
  words.forEach((list, page) => {
    for (let at = 0; at + minWords <= list.length; at++) {
      const key = list
        .slice(at, at + minWords)
        .map((w) => w.word)
        .join(' ');
      const places = runs.get(key) ?? [];
      places.push({ page, at });
      runs.set(key, places);
    }
  });
  // Runs shared by the same two pages at the same offset from each other, one after the other,
  // are one passage: group them by (page, other page, offset) and cut where the run breaks.
  const diagonals = new Map<string, number[]>();
  for (const places of runs.values()) {
    for (const a of places) {
      for (const b of places) {
        if (b.page <= a.page) continue;
        const key = `${a.page} ${b.page} ${b.at - a.at}`;
        const starts = diagonals.get(key) ?? [];
        starts.push(a.at);
        diagonals.set(key, starts);
      }
    }
  }
  const warnings: ContentProblem[] = [];
  for (const [key, starts] of diagonals) {
    const [a, b, offset] = key.split(' ').map(Number);
    const shared = new Set(starts);
    for (const start of shared) {
      if (shared.has(start - 1)) continue;
      let end = start;
      while (shared.has(end + 1)) end++;
      const length = end - start + minWords;
      const first = words[a][start];
      const other = words[b][start + offset];
      const opening = words[a]
        .slice(start, start + 8)
        .map((w) => w.word)
        .join(' ');
      warnings.push({
        file: sorted[a].displayPath,
        line: first.line,
        message: `warning: ${length} words repeat ${sorted[b].displayPath}:${other.line} ("${opening} ..."); explain it on one page and link to it from the other`,
      });
    }
  }
  return warnings.sort((x, y) => x.file.localeCompare(y.file) || x.line - y.line || x.message.localeCompare(y.message));
}

/** The words of a page's body as a reader sees them, each with its line in the file. */
function visibleWords(file: MarkdownFile): Word[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(file.body) as Root;
  const out: Word[] = [];
  const walk = (node: Nodes) => {
    if (HIDDEN.has(node.type)) return;
    if ((node.type === 'text' || node.type === 'inlineCode') && node.position) {
      node.value.split('\n').forEach((text, i) => {
        const line = file.bodyStartLine + node.position!.start.line - 1 + i;
        for (const raw of text.split(/\s+/)) {
          const word = normalise(raw);
          if (word) out.push({ word, line });
        }
      });
    }
    if ('children' in node) node.children.forEach((child) => walk(child as Nodes));
  };
  walk(tree);
  return out;
}

/** `**Save**,` and `save` are the same word to a reader; a bare `:::` or `|` is no word. */
function normalise(raw: string): string {
  return raw.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}
