/**
 * Whether this process is part of a build: the content stage, `next build` and its workers, and
 * the merge of a sharded build, which set NODE_ENV to production before they load content. A
 * build reads each page once, so it keeps less than `npm run dev`, which serves an author's
 * saves: no page text held (files.ts), and files a page shows named by their bytes, not their
 * stamps (referenced-files.ts).
 */
export function isBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

/**
 * Makes this process a build, for the scripts that load content as `next build`'s workers do
 * (scripts/content-stage.mts, scripts/write-merged-site-files.mts). Called before the
 * content modules are imported: some read the mode once, when they load.
 */
export function enterBuildMode(): void {
  // Next's types declare NODE_ENV read-only, for app code; a script that starts a build sets it.
  (process.env as Record<string, string>).NODE_ENV = 'production';
}
