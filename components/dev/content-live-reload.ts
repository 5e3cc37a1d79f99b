import { basePath } from '@/lib/site-deploy.mjs';
import { CONTENT_EVENTS_PATH } from '@/lib/dev/live-reload';
import { listenToContentChanges } from './content-stream';

/** The part of Next's app router this needs; Next keeps its instance on `window.next.router`. */
type RefreshableWindow = Window & { next?: { router?: { refresh(): void } } };

/**
 * `next dev` only (instrumentation-client.ts imports it under that condition, so a build holds
 * none of it): on every save under content/, refetches the page's server components, which
 * keeps client state and the scroll position. The refreshed navbar names the index files the
 * save changed, and search loads them on the next query (browser/search/index-loader.ts).
 * Started from the client instrumentation rather than a component in the root layout: any
 * component there costs bytes in every exported page (the doc page's JavaScript budget has none
 * to spare), even when a build never renders it.
 */
export function startContentLiveReload(): void {
  listenToContentChanges(`${basePath}${CONTENT_EVENTS_PATH}`, () => {
    (window as RefreshableWindow).next?.router?.refresh();
  });
}
