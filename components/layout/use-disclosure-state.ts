'use client';

import { useCallback } from 'react';
import type { ExpansionChoice } from '@/browser/sidebar-expansion';
import { createExternalStore, useExternalStore } from '@/browser/external-store';

/**
 * Open/closed choices for collapsible menus (sidebar categories, navbar dropdowns), kept for the
 * life of the page so they survive client navigation, and shared so the desktop sidebar and the
 * mobile menu's copy of it agree. Not persisted: a reload starts from the defaults, which keeps
 * the first render equal to the server's (no hydration mismatch, no shift).
 */
const NONE: ReadonlyMap<string, ExpansionChoice> = new Map();
const choices = createExternalStore(NONE);

export function useDisclosureChoice(key: string): [ExpansionChoice | undefined, (choice: ExpansionChoice) => void] {
  const choice = useExternalStore(choices, NONE).get(key);
  const setChoice = useCallback((next: ExpansionChoice) => choices.set(new Map(choices.get()).set(key, next)), [key]);
  return [choice, setChoice];
}
