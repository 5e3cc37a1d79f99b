import { isNewPage } from '@/browser/progress';
import { basePath } from '@/lib/site-deploy.mjs';
import { createExternalStore } from '@/browser/external-store';

/**
 * Which page navigation is under way, shared by the router hook in instrumentation-client.ts
 * (navigation started) and RouteProgress (the new route rendered). One router per page, and the
 * progress bar and loader only need "is a page on its way".
 */
const pending = createExternalStore<string | null>(null);
let renderedPathname: string | null = null;

export const routeTransition = {
  /** The router started a navigation (push, replace, back or forward). */
  start(target: string) {
    // A hash or query change stays on the rendered page; it also cancels a pending page change.
    const leaving = renderedPathname !== null && isNewPage(renderedPathname, target, window.location.origin, basePath);
    pending.set(leaving ? target : null);
  },
  /** A route finished rendering; `pathname` is the router's (without the base path). */
  rendered(pathname: string) {
    renderedPathname = pathname;
    pending.set(null);
  },
  /** The target of the page navigation under way, or null. */
  pending,
};
