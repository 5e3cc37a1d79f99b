import { reportWholePageFallbacks } from '@/components/layout/route-load-fallback';
import { routeTransition } from '@/components/layout/route-transition';

reportWholePageFallbacks(routeTransition.pending.get);

/** Next.js calls this when the router starts a navigation; the progress bar and loader follow it. */
export function onRouterTransitionStart(url: string): void {
  routeTransition.start(url);
}

// The authors' live reload (issue 13): `next dev` only; the build drops this branch and the import.
if (process.env.NODE_ENV === 'development') {
  void import('@/components/dev/content-live-reload').then(({ startContentLiveReload }) => startContentLiveReload());
}
