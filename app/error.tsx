'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';
import { useContentChangesInDev } from '@/components/dev/use-content-changes';

/** A page below the root layout failed to load or crashed; the navbar and footer stay usable. */
export default function PageError({ error, retry }: { error: unknown; reset: () => void; retry: () => void }) {
  // Under `next dev` a broken content file lands here; the next save brings the page back
  // without the author reloading.
  useContentChangesInDev(retry);
  return <ErrorFallback error={error} retry={retry} />;
}
