import type { CompileInput, CompiledSource } from '../mdx/compile';
import { outlineMarkdown } from '../mdx/outline';
import { getDocIdsBySource, getRoutesBySource } from './link-targets';
import { referencedFilesStamp } from './referenced-files';

/** A page's table of contents and search sections, without its code. */
export type Outline = Omit<CompiledSource, 'code'>;

/**
 * What a page's outline is made from: its text and the files it shows. Links are left out: they
 * change no section, and a new page must not make every other page's outline stale.
 */
export function outlineInputs(input: CompileInput): string[] {
  return [
    String(input.bodyStartLine ?? 1),
    input.body,
    input.format,
    referencedFilesStamp(input.sourcePath, input.body),
  ];
}

/**
 * The quick outline (lib/mdx/outline.ts: the compile's sections without syntax colours or MDX
 * code), with links resolved against every page as the compile resolves them. Problems the compile
 * reports (broken images and links) are left to it; a page that does not parse rejects.
 */
export async function quickOutline(input: CompileInput): Promise<Outline> {
  const { toc, sections } = await outlineMarkdown(input, {
    routesBySource: getRoutesBySource(),
    docIdsBySource: getDocIdsBySource(),
    onBrokenMarkdownImage: () => {},
    onBrokenMarkdownLink: () => {},
    onPageWarning: () => {},
  });
  return { toc, sections };
}
