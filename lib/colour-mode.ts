import { inlineArguments } from './inline-script';

/**
 * Colour mode rules (SPEC section 4): light by default, the system scheme followed only when
 * `siteConfig.colorMode.respectPrefersColorScheme` is on. The chosen mode is kept in local
 * storage under `theme` as 'light' or 'dark'; choosing "system" removes the key.
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

function isColourMode(value: unknown): value is ColourMode {
  return value === 'light' || value === 'dark';
}

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

/** The reader's choice from the stored value; anything unknown falls back to the configured default. */
export function choiceFromStorage(stored: string | null, config: ColourModeConfig): ColourChoice {
  if (isColourMode(stored)) return stored;
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

export function effectiveColourMode(choice: ColourChoice, systemPrefersDark: boolean): ColourMode {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}

/** What goes into local storage for a choice: null means "remove the key". */
export function storedValueForChoice(choice: ColourChoice): ColourMode | null {
  return choice === 'system' ? null : choice;
}

/** The toggle's accessible name: what it does, and the mode in use now. */
export function colourModeToggleLabel(choice: ColourChoice): string {
  return `Switch between dark and light mode (currently ${choice === 'system' ? 'system' : choice} mode)`;
}

/**
 * Inline <head> script: sets `data-theme` and `data-theme-choice` before the first paint, so the
 * page never flashes the wrong mode. Plain ES5 text with the same rules as the functions above
 * (tests/unit/reader/colour-mode.test.ts runs it against them).
 */
export function colourModeScript(config: ColourModeConfig): string {
  const args = inlineArguments([THEME_STORAGE_KEY, THEME_CHOICE_ATTRIBUTE, config.defaultMode, config.respectPrefersColorScheme]);
  return `(function(k,a,d,s){var c;try{c=localStorage.getItem(k)}catch(e){}if(c!=='light'&&c!=='dark')c=s?'system':d;var m=c;if(c==='system')m=window.matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var h=document.documentElement;h.setAttribute('data-theme',m);h.setAttribute(a,c);h.style.colorScheme=m})(${args})`;
}
