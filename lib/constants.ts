/** Behaviour pinned by SPEC section 9. */
export const constants = {
  desktopBreakpointPx: 996,
  lazyLoadDelayMs: 200,
  searchSnippetLength: 50,
  searchSuggestionsLimit: 8,
  progressBar: { delayMs: 200, minimum: 0.08, speedMs: 200, trickleRate: 0.02, trickleSpeedMs: 800 },
  scrollEasingFactor: 0.85,
} as const;
