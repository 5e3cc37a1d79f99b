'use client';

import { useEffect, useRef } from 'react';
import { contentEventsUrl } from '@/lib/dev/live-reload';

/** The last content generation this tab has acted on, shared by every listener in the tab. */
let seenGeneration: number | undefined;

/**
 * Calls `onChange` on every save under content/ while `eventsUrl` is set (under `next dev`).
 * A listener that connects after a save it should have seen (an error page mounted while the
 * author fixed the file, or the dev server restarted) is called at once. EventSource reconnects
 * by itself.
 */
export function useContentChanges(eventsUrl: string | null, onChange: () => void): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  }, [onChange]);
  useEffect(() => {
    if (!eventsUrl) return;
    const events = new EventSource(eventsUrl);
    const seen = (event: MessageEvent<string>) => {
      const generation = Number(JSON.parse(event.data)?.generation ?? event.data);
      const missed = seenGeneration !== undefined && generation > seenGeneration;
      seenGeneration = Math.max(seenGeneration ?? 0, generation);
      return missed;
    };
    events.addEventListener('content-generation', (event) => {
      if (seen(event)) latest.current();
    });
    events.addEventListener('content-change', (event) => {
      seen(event);
      latest.current();
    });
    return () => events.close();
  }, [eventsUrl]);
}

/**
 * For error pages: `onChange` on every save under `next dev`, nothing in a build (the production
 * bundle drops the stream code and its URL).
 */
export const useContentChangesInDev: (onChange: () => void) => void =
  process.env.NODE_ENV === 'development' ? (onChange) => useContentChanges(contentEventsUrl(), onChange) : () => {};
