// @ts-check
/**
 * What the build does about each kind of broken reference: 'throw' stops it, 'warn' prints and
 * goes on, 'ignore' stays silent. Plain JavaScript because the post-build checker
 * (scripts/check-build.mjs) runs on Node without TypeScript; lib/site-config.ts re-exports it.
 *
 * @typedef {'throw' | 'warn' | 'ignore'} CheckLevel
 */
export const siteChecks = {
  /** An href or src in out/ that points at no page or file. */
  onBrokenLinks: /** @type {CheckLevel} */ ('throw'),
  /** A Markdown image whose file does not exist. */
  onBrokenMarkdownImages: /** @type {CheckLevel} */ ('throw'),
  /** `/page#missing` or `#missing`: the page exists but has no such id. */
  onBrokenAnchors: /** @type {CheckLevel} */ ('warn'),
  /** Two routes claiming the same path. */
  onDuplicateRoutes: /** @type {CheckLevel} */ ('warn'),
  /** A relative `.md` link that resolves to no doc. */
  onBrokenMarkdownLinks: /** @type {CheckLevel} */ ('warn'),
  /**
   * A component the site does not provide (a Docusaurus site's own `<LiteYouTubeEmbed>`), and an
   * `import` it cannot resolve: 'warn' builds the page without the tag, keeping what it holds.
   */
  onUnknownComponents: /** @type {CheckLevel} */ ('throw'),
};
