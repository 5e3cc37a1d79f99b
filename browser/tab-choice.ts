import { createExternalStore, type ExternalStore } from './external-store';
import { readStorage, writeStorage } from './storage';

/**
 * Where a tab group's choice is kept: Docusaurus's key, so a reader's choice made on the
 * Docusaurus build of these docs carries over.
 */
export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';

export function tabStorageKey(groupId: string): string {
  return `${TAB_STORAGE_PREFIX}${groupId}`;
}

/**
 * The tab to show: the first choice this Tabs has a tab for (a choice another Tabs of the group
 * made may name a tab this one lacks, and then leaves it as it was), else the fallback.
 */
export function shownTab(
  values: readonly string[],
  choices: readonly (string | null | undefined)[],
  fallback: string | null,
): string | null {
  return choices.find((choice): choice is string => typeof choice === 'string' && values.includes(choice)) ?? fallback;
}

/**
 * The tab a key moves to in a row of `count` tabs (WAI-ARIA tabs pattern: arrows wrap around,
 * Home and End go to the ends), or undefined for a key the tab list leaves alone.
 */
export function tabIndexAfterKey(key: string, index: number, count: number): number | undefined {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The query string with `key` naming the chosen tab, every other parameter kept. */
export function searchWithTab(search: string, key: string, value: string): string {
  const params = new URLSearchParams(search);
  params.set(key, value);
  return `?${params}`;
}

const groups = new Map<string, ExternalStore<string | null>>();

/**
 * A group's choice, one store for every Tabs of the group on the page, read from storage when
 * the page first needs it and kept in step with other browser tabs through storage events.
 */
export function tabGroupStore(groupId: string): ExternalStore<string | null> {
  let store = groups.get(groupId);
  if (!store) {
    if (groups.size === 0) {
      window.addEventListener('storage', (event) => {
        if (event.key?.startsWith(TAB_STORAGE_PREFIX))
          groups.get(event.key.slice(TAB_STORAGE_PREFIX.length))?.set(event.newValue);
      });
    }
    store = createExternalStore(readStorage(tabStorageKey(groupId)));
    groups.set(groupId, store);
  }
  return store;
}

/** The reader picked `value` in a Tabs of the group: every Tabs of the group follows, now and on the next visit. */
export function chooseGroupTab(groupId: string, value: string): void {
  tabGroupStore(groupId).set(value);
  writeStorage(tabStorageKey(groupId), value);
}
