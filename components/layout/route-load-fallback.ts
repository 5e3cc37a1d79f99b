import { readStorage, removeStorage, writeStorage } from '@/browser/storage';

/** Hands the fallback over to the page that loads next, whose console the reader will see. */
const FALLBACK_KEY = 'route-load-fallback';
const FALLBACK_WINDOW_MS = 10_000;

/**
 * Next.js loads the whole page when a route's payload cannot be fetched: this page unloads with
 * a navigation still pending. Messages logged while unloading are lost, so the new page logs the
 * warning that a failed preload calls for. Called once when the page starts (instrumentation-client.ts).
 */
export function reportWholePageFallbacks(pendingTarget: () => string | null): void {
  window.addEventListener('pagehide', () => {
    const target = pendingTarget();
    if (target !== null) writeStorage(FALLBACK_KEY, JSON.stringify({ target, at: Date.now() }), 'session');
  });
  const stored = readStorage(FALLBACK_KEY, 'session');
  if (stored === null) return;
  removeStorage(FALLBACK_KEY, 'session');
  const fellBack = JSON.parse(stored) as { target: string; at: number };
  // Only a load that follows at once; a page left mid-navigation and opened later says nothing.
  if (Date.now() - fellBack.at < FALLBACK_WINDOW_MS) {
    console.warn(
      `The route ${fellBack.target} could not be loaded within the page, so the whole page was loaded instead.`,
    );
  }
}
