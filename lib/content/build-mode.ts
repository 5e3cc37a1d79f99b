/**
 * Whether this process is part of a build: `next build` and its workers, and the scripts that
 * scripts/build.mjs runs after it, which set NODE_ENV to production before they load content. A
 * build reads each page once, so it keeps less than `next dev`, which serves an author's saves:
 * no page text held (files.ts), no compiled page kept after its render (render.ts), no stamps of
 * the files a page shows (referenced-files.ts).
 */
export function isBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/**
 * Makes this process a build, for the scripts that run after `next build` and load content as its
 * workers did (scripts/write-markdown.mts, scripts/write-search-index.mts). Called before the
 * content modules are imported: some read the mode once, when they load.
 */
export function enterBuildMode(): void {
  // Next's types declare NODE_ENV read-only, for app code; a script that starts a build sets it.
  (process.env as Record<string, string>).NODE_ENV = 'production';
}
