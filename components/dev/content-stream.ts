import { CRASH_FALLBACK_SELECTOR } from '@/lib/dev/live-reload';

/** The last content generation this tab has acted on. */
let seenGeneration: number | undefined;
let stream: EventSource | undefined;
let onChange: () => void = () => {};

/**
 * The tab's one connection to the content-change stream (under `next dev`). It lives in the
 * module, so it outlives the root layout: when a broken file makes
 * global-error.tsx replace the layout, the next good save still reaches the tab. A listener that
 * (re)connects after a save it missed acts at once. EventSource reconnects by itself.
 */
export function listenToContentChanges(url: string, refresh: () => void): void {
  onChange = refresh;
  if (stream) return;
  stream = new EventSource(url);
  const seen = (event: MessageEvent<string>) => {
    const generation = Number(JSON.parse(event.data)?.generation ?? event.data);
    const missed = seenGeneration !== undefined && generation > seenGeneration;
    seenGeneration = Math.max(seenGeneration ?? 0, generation);
    return missed;
  };
  stream.addEventListener('content-generation', (event) => {
    if (seen(event)) changed();
  });
  stream.addEventListener('content-change', (event) => {
    seen(event);
    changed();
  });
  // The search warm-up has built the full indexes: the refreshed navbar names them. Nothing
  // changed on the page, so an error page stays as it is.
  stream.addEventListener('search-ready', () => onChange());
}

function changed(): void {
  // An error page does not come back with a refresh (its boundary keeps the error until reset),
  // and the error pages stay free of dev code (they ship to every page): load the page again.
  if (document.querySelector(CRASH_FALLBACK_SELECTOR)) window.location.reload();
  else onChange();
}
