import { reportWholePageFallbacks } from '@/components/layout/route-load-fallback';
import { routeTransition } from '@/components/layout/route-transition';

reportWholePageFallbacks(routeTransition.pending.get);

/** Next.js calls this when the router starts a navigation; the progress bar and loader follow it. */
export function onRouterTransitionStart(url: string): void {
  routeTransition.start(url);
}
