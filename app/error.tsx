'use client';

import { useEffect } from 'react';
import { ErrorFallback } from '@/components/layout/error-fallback';
import { CONTENT_CHANGE_EVENT } from '@/lib/dev/live-reload';

/** A page below the root layout failed to load or crashed; the navbar and footer stay usable. */
export default function PageError({ error, retry }: { error: unknown; reset: () => void; retry: () => void }) {
  // Under `next dev` a broken content file lands here; the next save should bring the page back
  // without the author reloading (components/dev/content-live-reload.client.tsx fires the event).
  useEffect(() => {
    if (process.env.NODE_ENV !== 'development') return;
    window.addEventListener(CONTENT_CHANGE_EVENT, retry);
    return () => window.removeEventListener(CONTENT_CHANGE_EVENT, retry);
  }, [retry]);
  return <ErrorFallback error={error} retry={retry} />;
}
