'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import {
  colourModeToggleLabel,
  defaultColourChoice,
  nextColourChoice,
  storedValueForChoice,
  THEME_CHOICE_ATTRIBUTE,
  THEME_STORAGE_KEY,
  type ColourChoice,
  type ColourModeConfig,
} from '@/lib/colour-mode';
import { removeStorage, writeStorage } from '@/browser/storage';

/** The choice the head script (lib/colour-mode-script.ts) put on <html>, which owns it. */
const readChoice = () => document.documentElement.getAttribute(THEME_CHOICE_ATTRIBUTE) as ColourChoice | null;
const noChoiceOnServer = () => null;

function subscribeToChoice(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [THEME_CHOICE_ATTRIBUTE] });
  return () => observer.disconnect();
}

/**
 * Steps through the colour modes (light and dark, or system, light, dark when the config follows
 * the system). Its accessible name says which mode is in use; the icon is chosen by CSS from
 * the <html> attributes the head script set, so it is right before hydration too. The icons
 * (sun, moon, system; classes icon-sun, icon-moon, icon-system) come from the server parent.
 */
export function ColourModeToggle({ config, children }: { config: ColourModeConfig; children: ReactNode }) {
  const choice = useSyncExternalStore(subscribeToChoice, readChoice, noChoiceOnServer) ?? defaultColourChoice(config);

  const select = () => {
    const stored = storedValueForChoice(nextColourChoice(choice, config.respectPrefersColorScheme));
    if (stored === null) removeStorage(THEME_STORAGE_KEY);
    else writeStorage(THEME_STORAGE_KEY, stored);
    // A tab is not told of its own storage writes; the head script applies the choice on this event.
    window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: stored }));
  };

  return (
    <button type="button" className="icon-button colour-mode-toggle" onClick={select} aria-label={colourModeToggleLabel(choice)} title={colourModeToggleLabel(choice)}>
      {children}
    </button>
  );
}
