// @ts-check
/**
 * The byte budgets, checked by tests/e2e/budgets.spec.ts and shown by `npm run bench`.
 * Sizes are gzip at zlib's default level, measured on what the browser actually loads.
 */
export const budgets = {
  /** JavaScript a doc page loads on first visit (framework included). */
  docPageJsGzip: 150 * 1024,
  /** CSS a doc page loads on first visit. */
  docPageCssGzip: 20 * 1024,
  /** Any one HTML file in out/. */
  htmlGzip: 60 * 1024,
};

/** Reference figures for Docusaurus 3.9.1 with local search on a similar 18-page site. */
export const docusaurusReference = {
  docPageJsGzipKb: 186,
  docPageRequests: 13,
  lighthouseMobilePerformance: '88-95',
  lighthouseMobileLcpSeconds: 2.2,
  lighthouseMobileTbtMs: '150-740',
  lighthouseAccessibility: 96,
  coldBuildSeconds: 29,
};
