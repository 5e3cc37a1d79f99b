import { routeTransition } from '@/components/layout/route-transition';

/** Next.js calls this when the router starts a navigation; the progress bar and loader follow it. */
export function onRouterTransitionStart(url: string): void {
  routeTransition.start(url);
}
