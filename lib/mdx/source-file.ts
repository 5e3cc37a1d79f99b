import type { Position } from 'unist';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { toDisplayPath } from '../content/files';
import { normaliseAdmonitionTitles } from './admonition-syntax';
import { escapeExplicitHeadingIds } from './heading-ids';

/**
 * A page body as every Markdown pipeline reads it: padded with the front matter's lines so
 * messages give the file's own line numbers, and the Docusaurus spellings the parsers cannot
 * read as written (admonition titles after a space, `{#id}` in MDX, `{/* #id *\/}`) rewritten in place.
 */
export function contentSourceFile(input: { sourcePath: string; body: string; bodyStartLine?: number }): VFile {
  return new VFile({
    path: input.sourcePath,
    value: '\n'.repeat(bodyOffsetOf(input)) + escapeExplicitHeadingIds(normaliseAdmonitionTitles(input.body)),
  });
}

/** Where the body starts in its `contentSourceFile`: after one blank line per line of front matter. */
export function bodyOffsetOf(input: { bodyStartLine?: number }): number {
  return Math.max(0, (input.bodyStartLine ?? 1) - 1);
}

/**
 * The file each node of an included partial was written in (remark-partials.ts): its positions
 * are lines of that file, not of the page, so messages about it must name the partial.
 */
const origins = new WeakMap<object, string>();

/** Marks every node of `tree` not marked yet (a partial inside a partial keeps its own) as written in `sourcePath`. */
export function markOrigin(tree: Parameters<typeof visit>[0], sourcePath: string): void {
  visit(tree, (node) => {
    if (!origins.has(node)) origins.set(node, sourcePath);
  });
}

/** The absolute path of the partial `node` came from, or undefined for the page's own text. */
export function originOf(node: object): string | undefined {
  return origins.get(node);
}

/** `content/docs/page.md:12:1`, the form editors and CI logs turn into links, for a node of a file read through contentSourceFile. */
export function sourceLocation(file: VFile, node: { position?: Position }): string {
  const path = originOf(node) ?? file.path;
  const where = path ? toDisplayPath(path) : 'the Markdown input';
  const start = node.position?.start;
  return start ? `${where}:${start.line}:${start.column}` : where;
}
