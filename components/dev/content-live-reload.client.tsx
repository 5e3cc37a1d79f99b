'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useEffect } from 'react';
import { CONTENT_CHANGE_EVENT } from '@/lib/dev/live-reload';

/**
 * `next dev` only (the root layout renders it when NODE_ENV is development): listens to the
 * content-change stream and refetches the page's server components, which keeps client state
 * and the scroll position. The error page listens for the same window event to recover.
 */
export function ContentLiveReload({ eventsUrl }: { eventsUrl: string }) {
  const router = useRouter();
  useEffect(() => {
    const events = new EventSource(eventsUrl);
    const onChange = () => {
      startTransition(() => router.refresh());
      window.dispatchEvent(new Event(CONTENT_CHANGE_EVENT));
    };
    events.addEventListener('content-change', onChange);
    return () => events.close();
  }, [router, eventsUrl]);
  return null;
}
