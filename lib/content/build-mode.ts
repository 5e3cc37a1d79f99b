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
