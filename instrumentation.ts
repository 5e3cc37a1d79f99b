/**
 * Next calls `register()` once when a server starts. Under `next dev` it starts building the
 * search indexes in the background (lib/dev/warm-search.ts); a build has nothing to warm.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'development') return;
  const { warmSearch } = await import('./lib/dev/warm-search');
  void warmSearch();
}
