import { basePath } from '@/lib/site-deploy.mjs';
import { CONTENT_EVENTS_PATH } from '@/lib/dev/live-reload';
import { forgetLoadedIndexes } from '@/browser/search/index-loader';
import { listenToContentChanges } from './content-stream';

/** The part of Next's app router this needs; Next keeps its instance on `window.next.router`. */
type RefreshableWindow = Window & { next?: { router?: { refresh(): void } } };

/**
 * `next dev` only (instrumentation-client.ts imports it under that condition, so a build holds
 * none of it): on every save under content/, refetches the page's server components, which
 * keeps client state and the scroll position, and makes search load the index files the save
 * changed on the next query. Started from the client instrumentation rather than a component
 * in the root layout: any component there costs bytes in every exported page (the doc page's
 * JavaScript budget has none to spare), even when a build never renders it.
 */
export function startContentLiveReload(): void {
  listenToContentChanges(`${basePath}${CONTENT_EVENTS_PATH}`, () => {
    forgetLoadedIndexes();
    (window as RefreshableWindow).next?.router?.refresh();
  });
}
