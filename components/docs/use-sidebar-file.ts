'use client';

import { useEffect } from 'react';
import type { SidebarNode } from '@/lib/content/sidebar-view';
import { createExternalStore, useExternalStore } from '@/browser/external-store';

export type SidebarFileState = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; tree: SidebarNode[] };

const IDLE: SidebarFileState = { status: 'idle' };
/** Shared sidebar files by URL; a docs version has one, fetched at most once per page life. */
const NONE: ReadonlyMap<string, SidebarFileState> = new Map();
const files = createExternalStore(NONE);

function setState(url: string, state: SidebarFileState) {
  files.set(new Map(files.get()).set(url, state));
}

/** Starts loading the whole sidebar (on a reader's intent: hover, focus, a click); a failed load may be retried. */
export function loadSidebarFile(url: string): void {
  const status = files.get().get(url)?.status ?? 'idle';
  if (status === 'loading' || status === 'ready') return;
  setState(url, { status: 'loading' });
  fetch(url)
    .then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SidebarNode[]>;
    })
    .then((tree) => setState(url, { status: 'ready', tree }))
    .catch((error: unknown) => {
      console.warn(`The sidebar could not be loaded: ${String(error)}`);
      setState(url, { status: 'error' });
    });
}

/** The shared sidebar file's state; loads it while `wanted` is true. */
export function useSidebarFile(url: string, wanted: boolean): SidebarFileState {
  const state = useExternalStore(files, NONE).get(url) ?? IDLE;
  useEffect(() => {
    if (wanted) loadSidebarFile(url);
  }, [url, wanted]);
  return state;
}
