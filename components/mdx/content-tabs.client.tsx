'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import type { ContentTabsProps } from './content-tabs-view';

/**
 * The tab switching code is its own chunk, fetched by pages that show tabs: a client component
 * imported by the doc page ships on every doc page (the copy button does), and the doc page's
 * first-load JavaScript budget has no room for code most pages never run.
 */
const ContentTabsState = lazy(() => import('./content-tabs-state'));

/**
 * Tabs from the page's Markdown. Until the chunk has loaded (on a page reached by client
 * navigation) the same tabs show from the server's markup, `fallback`, default tab selected;
 * a built page's HTML holds the tabs already.
 */
export function ContentTabsClient({ fallback, ...props }: ContentTabsProps & { fallback: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <ContentTabsState {...props} />
    </Suspense>
  );
}
