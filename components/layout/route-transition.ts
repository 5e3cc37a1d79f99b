import { isNewPage } from '@/lib/progress';
import { basePath } from '@/lib/site-deploy.mjs';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

/**
 * Which page navigation is under way, shared by the router hook in instrumentation-client.ts
 * (navigation started) and RouteProgress (the new route rendered). Plain module state: one
 * router per page, and the progress bar and loader only need "is a page on its way".
 */
let pendingTarget: string | null = null;
let renderedPathname: string | null = null;
const listeners = new Set<() => void>();

function setPending(target: string | null) {
  if (target === pendingTarget) return;
  pendingTarget = target;
  for (const listener of listeners) listener();
}

export const routeTransition = {
  /** The router started a navigation (push, replace, back or forward). */
  start(target: string) {
    // A hash or query change stays on the rendered page; it also cancels a pending page change.
    const leaving = renderedPathname !== null && isNewPage(renderedPathname, target, window.location.origin, basePath);
    setPending(leaving ? target : null);
  },
  /** A route finished rendering; `pathname` is the router's (without the base path). */
  rendered(pathname: string) {
    renderedPathname = pathname;
    setPending(null);
  },
  pending: () => pendingTarget,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** Hands the fallback over to the page that loads next, whose console the reader will see. */
const FALLBACK_KEY = 'route-load-fallback';
const FALLBACK_WINDOW_MS = 10_000;

if (typeof window !== 'undefined') {
  // Next.js loads the whole page when a route's payload cannot be fetched: this page unloads
  // with a navigation still pending. Messages logged while unloading are lost, so the new page
  // logs the warning SPEC section 4 asks for.
  window.addEventListener('pagehide', () => {
    if (pendingTarget !== null) writeStorage(FALLBACK_KEY, JSON.stringify({ target: pendingTarget, at: Date.now() }), 'session');
  });
  const stored = readStorage(FALLBACK_KEY, 'session');
  if (stored !== null) {
    removeStorage(FALLBACK_KEY, 'session');
    const fellBack = JSON.parse(stored) as { target: string; at: number };
    // Only a load that follows at once; a page left mid-navigation and opened later says nothing.
    if (Date.now() - fellBack.at < FALLBACK_WINDOW_MS) {
      console.warn(`The route ${fellBack.target} could not be loaded within the page, so the whole page was loaded instead.`);
    }
  }
}
