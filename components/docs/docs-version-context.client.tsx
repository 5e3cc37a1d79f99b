'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { missingProviderError } from '@/browser/missing-provider';

/** What a client component on a docs page may know about the version it shows. */
export interface ViewedDocsVersion {
  name: string;
  label: string;
  path: string;
}

const DocsVersionContext = createContext<ViewedDocsVersion | null>(null);

export function DocsVersionProvider({ version, children }: { version: ViewedDocsVersion; children?: ReactNode }) {
  return <DocsVersionContext.Provider value={version}>{children}</DocsVersionContext.Provider>;
}

/** The docs version of the page being viewed; throws, naming the provider, outside a docs page. */
export function useDocsVersion(): ViewedDocsVersion {
  const version = useContext(DocsVersionContext);
  if (!version)
    throw missingProviderError(
      'useDocsVersion',
      'DocsVersionProvider',
      'app/(docs)/layout.tsx for every doc and category page',
    );
  return version;
}
