'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { PREFERRED_VERSION_KEY, preferredVersionAction } from '@/lib/docs-version-preference';
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';
import { useDocsVersion } from './docs-version-context.client';

/**
 * Keeps the preferred docs version in local storage: saves `viewed` on each doc page, and on any
 * page forgets a saved version that no longer exists. Renders nothing.
 */
export function DocsVersionPreference({ available, viewed }: { available: string[]; viewed?: string }) {
  const pathname = usePathname();
  const versions = available.join('\n');
  useEffect(() => {
    const action = preferredVersionAction(readStorage(PREFERRED_VERSION_KEY), versions.split('\n'), viewed);
    if (action.type === 'save') writeStorage(PREFERRED_VERSION_KEY, action.version);
    if (action.type === 'clear') removeStorage(PREFERRED_VERSION_KEY);
  }, [versions, viewed, pathname]);
  return null;
}

/** On a docs page: saves the version the page belongs to, read from <DocsVersionProvider>. */
export function ViewedDocsVersionPreference({ available }: { available: string[] }) {
  return <DocsVersionPreference available={available} viewed={useDocsVersion().name} />;
}
