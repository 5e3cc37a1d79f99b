'use client';

import type { ReactNode } from 'react';
import { useTheme } from 'next-themes';
import { colourChoiceOf, colourModeToggleLabel, nextColourChoice, type ColourModeConfig } from '@/lib/colour-mode';
import { useHydrated } from './use-hydrated';

/**
 * Steps through the colour modes (light and dark, or system, light, dark when the config follows
 * the system) through next-themes, which stores the choice and sets `data-theme` on <html>.
 * Until hydrated it shows the default choice, as the server HTML does (next-themes reads the
 * stored one on the client's first render, which would not match). The sun and moon icons follow
 * `data-theme` in CSS, so they are right from the first paint; the system icon follows
 * `data-choice`. The icons (classes icon-sun, icon-moon, icon-system) come from the server parent.
 */
export function ColourModeToggle({ config, children }: { config: ColourModeConfig; children: ReactNode }) {
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const choice = colourChoiceOf(hydrated ? theme : undefined, config);
  const label = colourModeToggleLabel(choice);

  return (
    <button
      type="button"
      className="icon-button colour-mode-toggle"
      data-choice={choice}
      onClick={() => setTheme(nextColourChoice(choice, config.respectPrefersColorScheme))}
      aria-label={label}
      title={label}
    >
      {children}
    </button>
  );
}
