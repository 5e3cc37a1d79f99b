/** Timings, limits and breakpoints the site's behaviour is pinned to, in one place so tests and code read the same numbers. */
export const constants = {
  desktopBreakpointPx: 996,
  lazyLoadDelayMs: 200,
  searchSnippetLength: 50,
  searchSuggestionsLimit: 8,
  progressBar: { delayMs: 200, minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800 },
  scrollEasingFactor: 0.85,
} as const;

/** The attribute the root layout sets on <html> once the page has hydrated (components/layout/site-providers.client.tsx). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';
