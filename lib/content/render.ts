import { cache } from 'react';
import { compileMarkdown, type CompiledPage, type CompileInput } from '../mdx/compile';
import { getDocsVersion } from './source';

/** Source file -> URL of every page built from Markdown, for resolving relative `.md` links. */
export const getRoutesBySource = cache((): Map<string, string> => {
  return new Map(getDocsVersion().docs.map((doc) => [doc.sourcePath, doc.path]));
});

/** Compiles a content page once per build, with links resolved against every known page. */
export const renderMarkdown = cache(async (input: CompileInput): Promise<CompiledPage> => {
  return compileMarkdown(input, { routesBySource: getRoutesBySource() });
});
