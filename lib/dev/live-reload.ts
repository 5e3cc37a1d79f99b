/**
 * Where `next dev` streams content changes (app/assets/content-events/route.dev.ts), below the
 * base URL. It sits under /assets, a folder of route handlers only: a top-level folder would be
 * named in every exported page's route tree, even with no route in it in production.
 */
export const CONTENT_EVENTS_PATH = '/assets/content-events';

let eventsUrl = CONTENT_EVENTS_PATH;

/**
 * The stream's URL with the base URL, as the root layout passes it. Error pages remember it from
 * here: global-error.tsx replaces the root layout (and the site config stays out of its bundle).
 */
export function rememberContentEventsUrl(url: string): void {
  eventsUrl = url;
}

export function contentEventsUrl(): string {
  return eventsUrl;
}
