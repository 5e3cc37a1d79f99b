import { compileMarkdownSource, renderCompiledSource, type CompiledPage, type CompiledSource, type CompileInput } from '../mdx/compile';
import { cachedByContent, contentHash, oncePerBuild } from './build-cache';
import { getDocsVersion } from './source';

/** Source file -> URL of every page built from Markdown, for resolving relative `.md` links. */
export const getRoutesBySource = oncePerBuild((): Map<string, string> => {
  return new Map(getDocsVersion().docs.map((doc) => [doc.sourcePath, doc.path]));
});

/** A fingerprint of the link targets, part of every compile's cache key (a new page can mend a link). */
export const getRoutesKey = oncePerBuild(() => contentHash(JSON.stringify([...getRoutesBySource()])));

/**
 * A content page compiled once per build (and again in `next dev` when its text changes), with
 * links resolved against every known page. The page, the search index and anything else that
 * needs the compiled page share this one result.
 */
export function compileContent(input: CompileInput): Promise<CompiledSource> {
  return cachedByContent('mdx', input.sourcePath, [String(input.bodyStartLine ?? 1), input.body, input.format, getRoutesKey()], () =>
    compileMarkdownSource(input, { routesBySource: getRoutesBySource() }),
  );
}

/** The compiled page as React, with its table of contents and search sections. */
export async function renderMarkdown(input: CompileInput): Promise<CompiledPage> {
  const { code, toc, sections } = await compileContent(input);
  return { content: renderCompiledSource(code), toc, sections };
}
