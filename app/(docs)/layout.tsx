import type { ReactNode } from 'react';
import { getDocsVersion, getDocsVersions, getSidebar } from '@/lib/content/source';
import { DocsSidebarTree } from '@/components/docs/docs-sidebar-tree';
import { ViewedDocsVersionPreference } from '@/components/docs/docs-version-preference.client';
import { DocsVersionProvider } from '@/components/docs/docs-version-context.client';

/** Shared by every doc and category page, so the sidebar's open categories survive navigation. */
export default function DocsLayout({ children }: { children: ReactNode }) {
  const { name, label, path } = getDocsVersion();
  return (
    <DocsVersionProvider version={{ name, label, path }}>
      <div className="docs-layout">
        <aside className="docs-sidebar">
          <nav aria-label="Docs sidebar">
            <DocsSidebarTree items={getSidebar()} />
          </nav>
        </aside>
        {children}
        <ViewedDocsVersionPreference available={getDocsVersions().map((v) => v.name)} />
      </div>
    </DocsVersionProvider>
  );
}
