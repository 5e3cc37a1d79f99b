'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { progressBarSettings } from '@/browser/progress';
import { constants } from '@/lib/constants';
import { useExternalStore } from '@/browser/external-store';
import { routeTransition } from './route-transition';

type NProgressApi = typeof import('nprogress');

let nprogress: Promise<NProgressApi | null> | null = null;

/**
 * nprogress is only needed once a page change is under way, so it is fetched then (the 200 ms
 * delay covers the fetch) and stays off the first-visit bundle. A failed fetch means no bar.
 */
function loadNProgress(): Promise<NProgressApi | null> {
  nprogress ??= import('nprogress').then(
    ({ default: api }) => {
      // @types/nprogress lacks trickleRate, which nprogress 0.2 reads.
      api.configure(progressBarSettings as Partial<NProgressApi['settings']>);
      return api;
    },
    () => null,
  );
  return nprogress;
}

/**
 * While a page navigation is on its way: the progress bar after 200 ms and a centred loader
 * after 200 ms, so fast navigations show neither. Also tells the transition
 * store when the new route has rendered.
 */
export function RouteProgress() {
  const pathname = usePathname();
  const pending = useExternalStore(routeTransition.pending, null);
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    routeTransition.rendered(pathname);
  }, [pathname]);

  useEffect(() => {
    if (pending === null) return;
    let active = true;
    const progress = loadNProgress();
    const bar = window.setTimeout(() => progress.then((api) => active && api?.start()), constants.progressBar.delayMs);
    const loader = window.setTimeout(() => setSlow(true), constants.lazyLoadDelayMs);
    return () => {
      active = false;
      window.clearTimeout(bar);
      window.clearTimeout(loader);
      void progress.then((api) => api?.done());
      setSlow(false);
    };
  }, [pending]);

  if (pending === null || !slow) return null;
  return (
    <div className="route-loader" role="status">
      <span className="route-loader-spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading page…</span>
    </div>
  );
}
