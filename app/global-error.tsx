'use client';

import { ErrorFallback } from '@/components/layout/error-fallback';
import { useHydratedMark } from '@/components/layout/hydrated-mark.client';
import './site-styles';

/** The root layout itself failed: this replaces the whole document, so it brings its own <html>. */
export default function GlobalError({ error, retry }: { error: unknown; reset: () => void; retry: () => void }) {
  useHydratedMark();
  // No site config here: this file ships to every page, and the config would ship with it.
  return (
    <html lang="en-US">
      <body>
        <title>This page crashed.</title>
        <ErrorFallback error={error} retry={retry} />
      </body>
    </html>
  );
}
