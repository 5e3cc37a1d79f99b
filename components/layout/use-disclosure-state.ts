'use client';

import { useCallback, useSyncExternalStore } from 'react';
import type { ExpansionChoice } from '@/lib/sidebar-expansion';

/**
 * Open/closed choices for collapsible menus (sidebar categories, navbar dropdowns), kept for the
 * life of the page so they survive client navigation, and shared so the desktop sidebar and the
 * mobile menu's copy of it agree. Not persisted: a reload starts from the defaults, which keeps
 * the first render equal to the server's (no hydration mismatch, no shift).
 */
const choices = new Map<string, ExpansionChoice>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useDisclosureChoice(key: string): [ExpansionChoice | undefined, (choice: ExpansionChoice) => void] {
  const choice = useSyncExternalStore(
    subscribe,
    () => choices.get(key),
    () => undefined,
  );
  const setChoice = useCallback(
    (next: ExpansionChoice) => {
      choices.set(key, next);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return [choice, setChoice];
}
