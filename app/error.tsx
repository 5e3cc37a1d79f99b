'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';

/** A page below the root layout failed to load or crashed; the navbar and footer stay usable. */
export default function PageError({ error, retry }: { error: unknown; reset: () => void; retry: () => void }) {
  return <ErrorFallback error={error} retry={retry} />;
}
