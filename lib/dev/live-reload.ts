/**
 * Where `next dev` streams content changes (app/assets/content-events/route.dev.ts), below the
 * base URL. It sits under /assets, a folder of route handlers only: a top-level folder would be
 * named in every exported page's route tree, even with no route in it in production.
 */
export const CONTENT_EVENTS_PATH = '/assets/content-events';

/** What components/layout/error-fallback.tsx renders for a crashed or unloadable page. */
export const CRASH_FALLBACK_SELECTOR = '.page-crash, .page-load-error';
