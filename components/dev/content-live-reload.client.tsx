'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useCallback, useEffect } from 'react';
import { rememberContentEventsUrl } from '@/lib/dev/live-reload';
import { useContentChanges } from './use-content-changes';

/**
 * `next dev` only (the root layout renders it when NODE_ENV is development): on every save
 * under content/, refetches the page's server components, which keeps client state and the
 * scroll position. Error pages retry on the same signal (app/error.tsx, app/global-error.tsx).
 */
export function ContentLiveReload({ eventsUrl }: { eventsUrl: string }) {
  const router = useRouter();
  useEffect(() => rememberContentEventsUrl(eventsUrl), [eventsUrl]);
  useContentChanges(
    eventsUrl,
    useCallback(() => startTransition(() => router.refresh()), [router]),
  );
  return null;
}
