'use client';

import type { SidebarNode } from '@/lib/content/sidebar-view';
import { createExternalStore, useExternalStore } from '@/browser/external-store';

/** The sidebar of the docs page on screen, so the mobile menu can show the same one. */
export interface CurrentSidebar {
  view: SidebarNode[];
  /** URL of the shared file holding the whole sidebar. */
  file: string;
}

export const currentSidebar = createExternalStore<CurrentSidebar | null>(null);

export function useCurrentSidebar(): CurrentSidebar | null {
  return useExternalStore(currentSidebar, null);
}
