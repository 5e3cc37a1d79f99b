import type { Position } from 'unist';
import { VFile } from 'vfile';
import { toDisplayPath } from '../content/files';
import { normaliseAdmonitionTitles } from './admonition-syntax';
import { escapeExplicitHeadingIds } from './heading-ids';

/**
 * A page body as every Markdown pipeline reads it: padded with the front matter's lines so
 * messages give the file's own line numbers, and the two Docusaurus spellings the parsers
 * cannot read as written (admonition titles after a space, `{#id}` in MDX) rewritten in place.
 */
export function contentSourceFile(input: { sourcePath: string; body: string; bodyStartLine?: number }): VFile {
  const padding = '\n'.repeat(Math.max(0, (input.bodyStartLine ?? 1) - 1));
  return new VFile({ path: input.sourcePath, value: padding + escapeExplicitHeadingIds(normaliseAdmonitionTitles(input.body)) });
}

/** `content/docs/page.md:12:1`, the form editors and CI logs turn into links, for a node of a file read through contentSourceFile. */
export function sourceLocation(file: VFile, node: { position?: Position }): string {
  const where = file.path ? toDisplayPath(file.path) : 'the Markdown input';
  const start = node.position?.start;
  return start ? `${where}:${start.line}:${start.column}` : where;
}

/**
 * An error that stops the build for something wrong in the content. It carries the node's
 * position because next-mdx-remote prints the source lines around an error that has one.
 */
export function contentError(message: string, node: { position?: Position }): Error {
  return Object.assign(new Error(message), { position: node.position });
}
