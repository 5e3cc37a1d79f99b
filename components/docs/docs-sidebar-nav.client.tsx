'use client';

import { useEffect } from 'react';
import type { SidebarNode } from '@/lib/content/sidebar-view';
import { currentSidebar } from './current-sidebar';
import { SidebarRoot } from './sidebar-tree.client';

/** The desktop sidebar of a docs page; it also lends its view to the mobile menu. */
export function DocsSidebarNav({ view, file }: { view: SidebarNode[]; file: string }) {
  useEffect(() => {
    const mine = { view, file };
    currentSidebar.set(mine);
    return () => {
      if (currentSidebar.get() === mine) currentSidebar.set(null);
    };
  }, [view, file]);
  return (
    <nav aria-label="Docs sidebar">
      <SidebarRoot view={view} file={file} />
    </nav>
  );
}
