'use client';

import { useEffect } from 'react';
import { PREFERRED_VERSION_KEY, preferredVersionAction } from '@/browser/docs-version-preference';
import { readStorage, removeStorage, writeStorage } from '@/browser/storage';
import { useDocsVersion } from './docs-version-context.client';

/**
 * In the root layout, once per page load: forgets a saved version that no longer exists. Saving
 * is the docs layout's job (ViewedDocsVersionPreference), so each happens in one place.
 */
export function DocsVersionPreference({ available }: { available: string[] }) {
  const versions = available.join('\n');
  useEffect(() => {
    if (preferredVersionAction(readStorage(PREFERRED_VERSION_KEY), versions.split('\n')).type === 'clear')
      removeStorage(PREFERRED_VERSION_KEY);
  }, [versions]);
  return null;
}

/** In the docs layout: saves the version the page belongs to, read from <DocsVersionProvider>. */
export function ViewedDocsVersionPreference() {
  const viewed = useDocsVersion().name;
  useEffect(() => {
    if (preferredVersionAction(readStorage(PREFERRED_VERSION_KEY), [viewed], viewed).type === 'save')
      writeStorage(PREFERRED_VERSION_KEY, viewed);
  }, [viewed]);
  return null;
}
