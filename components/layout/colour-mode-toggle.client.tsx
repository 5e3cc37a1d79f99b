'use client';

import { useTheme } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import {
  choiceFromStorage,
  colourModeToggleLabel,
  nextColourChoice,
  storedValueForChoice,
  THEME_CHOICE_ATTRIBUTE,
  THEME_STORAGE_KEY,
  type ColourModeConfig,
} from '@/lib/colour-mode';
import { removeStorage } from '@/lib/storage';
import { useHydrated } from './use-hydrated';
import { useSystemChoiceFromOtherTabs } from './use-system-choice-from-other-tabs';

/**
 * Steps through the colour modes (light and dark, or system, light, dark when the config follows
 * the system). Its accessible name says which mode is in use; the icon is chosen by CSS from
 * the <html> attributes the head script set, so it is right before hydration too. The icons
 * (sun, moon, system; classes icon-sun, icon-moon, icon-system) come from the server parent.
 */
export function ColourModeToggle({ config, children }: { config: ColourModeConfig; children: ReactNode }) {
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const choice = choiceFromStorage(hydrated ? (theme ?? null) : null, config);

  useSystemChoiceFromOtherTabs(config.respectPrefersColorScheme, theme, setTheme);

  useEffect(() => {
    if (hydrated) document.documentElement.setAttribute(THEME_CHOICE_ATTRIBUTE, choice);
  }, [hydrated, choice]);

  const select = () => {
    const next = nextColourChoice(choice, config.respectPrefersColorScheme);
    setTheme(next);
    // next-themes stores every choice; "system" is stored as no key at all.
    if (storedValueForChoice(next) === null) removeStorage(THEME_STORAGE_KEY);
  };

  return (
    <button type="button" className="icon-button colour-mode-toggle" onClick={select} aria-label={colourModeToggleLabel(choice)} title={colourModeToggleLabel(choice)}>
      {children}
    </button>
  );
}
