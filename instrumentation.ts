/**
 * Next calls `register()` once when a server starts. Under `next dev` it starts the content
 * watcher behind live reload (issue 13); a build has nothing to watch.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NODE_ENV !== 'development') return;
  const { startContentWatcher } = await import('./lib/dev/content-watcher');
  const { enableContentChanges } = await import('./lib/dev/content-changes');
  enableContentChanges();
  startContentWatcher();
  const { warmSearch } = await import('./lib/dev/warm-search');
  void warmSearch();
}
