import { oncePerBuild } from './build-cache';
import { getDocsVersion } from './source';

/**
 * What links in Markdown resolve against, apart from compile.ts so that code writing Markdown
 * (the `.md` copies, llms-full.txt) can run without the MDX compiler.
 */

/** Source file -> URL of every page built from Markdown, for resolving relative `.md` links. */
export const getRoutesBySource = oncePerBuild('routes-by-source', (): Map<string, string> => {
  return new Map(getDocsVersion().docs.map((doc) => [doc.sourcePath, doc.path]));
});

/** Source file -> doc id, for links written by doc id (`other-page#anchor`). */
export const getDocIdsBySource = oncePerBuild('doc-ids-by-source', (): Map<string, string> => {
  return new Map(getDocsVersion().docs.map((doc) => [doc.sourcePath, doc.id]));
});
