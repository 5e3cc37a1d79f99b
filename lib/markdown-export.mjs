// @ts-check

/**
 * Where `next dev` serves each doc's Markdown copy from.
 *
 * A route handler cannot serve `/<doc>.md` directly: any dynamic segment at the site root
 * would also match the docs' own URLs and shadow the optional catch-all docs route (under
 * `next dev` every doc page then fails). So the handler lives under this prefix and `next dev`
 * rewrites `/<doc>.md` to it (next.config.mjs); a build writes the files in place
 * (lib/build/markdown-files.ts).
 */
export const markdownExportDir = 'md-export';
