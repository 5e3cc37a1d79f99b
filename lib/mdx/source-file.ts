import { VFile } from 'vfile';
import { normaliseAdmonitionTitles } from './admonition-syntax';

/**
 * A page body as every Markdown pipeline reads it: padded with the front matter's lines so
 * messages give the file's own line numbers, admonition titles normalised.
 */
export function contentSourceFile(input: { sourcePath: string; body: string; bodyStartLine?: number }): VFile {
  const padding = '\n'.repeat(Math.max(0, (input.bodyStartLine ?? 1) - 1));
  return new VFile({ path: input.sourcePath, value: padding + normaliseAdmonitionTitles(input.body) });
}
