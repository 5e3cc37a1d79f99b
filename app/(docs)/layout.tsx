import type { ReactNode } from 'react';
import { getDocsVersion } from '@/lib/content/source';
import { ViewedDocsVersionPreference } from '@/components/docs/docs-version-preference.client';
import { DocsVersionProvider } from '@/components/docs/docs-version-context.client';

/** Shared by every doc and category page; each page brings its own view of the sidebar (components/docs/docs-sidebar.tsx). */
export default function DocsLayout({ children }: { children: ReactNode }) {
  const { name, label, path } = getDocsVersion();
  return (
    <DocsVersionProvider version={{ name, label, path }}>
      <div className="docs-layout">
        {children}
        <ViewedDocsVersionPreference />
      </div>
    </DocsVersionProvider>
  );
}
