/** Where `next dev` streams content changes (app/content-events/route.dev.ts). */
export const CONTENT_EVENTS_PATH = '/content-events';

/** Window event fired after a content change has been asked for again, so an error page can retry. */
export const CONTENT_CHANGE_EVENT = 'plumbline:content-change';
