import { compileMarkdownSource, renderCompiledSource, type CompiledPage, type CompiledSource, type CompileInput } from '../mdx/compile';
import { cachedByContent, contentHash, dropCached, oncePerBuild } from './build-cache';
import { getDocsVersion } from './source';

/** Source file -> URL of every page built from Markdown, for resolving relative `.md` links. */
export const getRoutesBySource = oncePerBuild((): Map<string, string> => {
  return new Map(getDocsVersion().docs.map((doc) => [doc.sourcePath, doc.path]));
});

/** A fingerprint of the link targets, part of every compile's cache key (a new page can mend a link). */
export const getRoutesKey = oncePerBuild(() => contentHash(JSON.stringify([...getRoutesBySource()])));

const cacheInputs = (input: CompileInput) => [String(input.bodyStartLine ?? 1), input.body, input.format, getRoutesKey()];

/**
 * A content page compiled once per build (and again in `next dev` when its text changes), with
 * links resolved against every known page. The page and the search index share this result.
 */
function compileContent(input: CompileInput): Promise<CompiledSource> {
  return cachedByContent('mdx', input.sourcePath, cacheInputs(input), () => compileMarkdownSource(input, { routesBySource: getRoutesBySource() }));
}

/** A page's table of contents and search sections: small, so kept for the whole build. */
export function getContentOutline(input: CompileInput): Promise<Omit<CompiledSource, 'code'>> {
  return cachedByContent('outline', input.sourcePath, cacheInputs(input), () => compileContent(input).then(({ toc, sections }) => ({ toc, sections })));
}

/** The compiled page as React, with its table of contents and search sections. */
export async function renderMarkdown(input: CompileInput): Promise<CompiledPage> {
  const { code, toc, sections } = await compileContent(input);
  await getContentOutline(input);
  // A build renders each page once: its compiled code (the bulk of the cache) can go, while the
  // outline stays for the search index. `next dev` keeps it for the next request.
  if (process.env.NODE_ENV === 'production') dropCached('mdx', input.sourcePath, cacheInputs(input));
  return { content: renderCompiledSource(code), toc, sections };
}
