/**
 * Colour mode rules: light by default, the system scheme followed only when
 * `siteConfig.colorMode.respectPrefersColorScheme` is on. The chosen mode is kept in local
 * storage under `theme` as 'light' or 'dark'; choosing "system" removes the key. The head script
 * (lib/colour-mode-script.ts) puts the choice on <html>; the toggle only writes it.
 */
export type ColourMode = 'light' | 'dark';
export type ColourChoice = ColourMode | 'system';

export interface ColourModeConfig {
  defaultMode: ColourMode;
  respectPrefersColorScheme: boolean;
}

export const THEME_STORAGE_KEY = 'theme';
/** Attribute on <html> naming what the reader chose; `data-theme` carries the effective mode. */
export const THEME_CHOICE_ATTRIBUTE = 'data-theme-choice';

/** The order the toggle steps through: system, light, dark when the system is followed. */
export function colourChoiceCycle(respectPrefersColorScheme: boolean): ColourChoice[] {
  return respectPrefersColorScheme ? ['system', 'light', 'dark'] : ['light', 'dark'];
}

/** What a press on the toggle selects next. */
export function nextColourChoice(current: ColourChoice, respectPrefersColorScheme: boolean): ColourChoice {
  const cycle = colourChoiceCycle(respectPrefersColorScheme);
  const index = cycle.indexOf(current);
  // 'system' cannot be chosen without the flag; treat a stray one as the light mode it shows by default.
  return cycle[(index === -1 ? cycle.indexOf('light') + 1 : index + 1) % cycle.length];
}

/** The choice of a reader who has stored none. */
export function defaultColourChoice(config: ColourModeConfig): ColourChoice {
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

/** What goes into local storage for a choice: null means "remove the key". */
export function storedValueForChoice(choice: ColourChoice): ColourMode | null {
  return choice === 'system' ? null : choice;
}

/** The toggle's accessible name: what it does, and the mode in use now. */
export function colourModeToggleLabel(choice: ColourChoice): string {
  return `Switch between dark and light mode (currently ${choice === 'system' ? 'system' : choice} mode)`;
}
