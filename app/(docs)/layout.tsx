import type { ReactNode } from 'react';
import { getDocsVersion, getDocsVersions, getSidebar } from '@/lib/content/source';
import { DocsSidebarTree } from '@/components/docs/docs-sidebar-tree';
import { DocsVersionPreference } from '@/components/docs/docs-version-preference.client';

/** Shared by every doc and category page, so the sidebar's open categories survive navigation. */
export default function DocsLayout({ children }: { children: ReactNode }) {
  return (
    <div className="docs-layout">
      <aside className="docs-sidebar">
        <nav aria-label="Docs sidebar">
          <DocsSidebarTree items={getSidebar()} />
        </nav>
      </aside>
      {children}
      <DocsVersionPreference available={getDocsVersions().map((v) => v.name)} viewed={getDocsVersion().name} />
    </div>
  );
}
