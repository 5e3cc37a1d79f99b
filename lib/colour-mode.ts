/**
 * Colour mode rules: light by default, the system scheme followed only when
 * `siteConfig.colorMode.respectPrefersColorScheme` is on. next-themes owns the mode on a page
 * (components/layout/site-providers.client.tsx): its inline script puts the stored choice on
 * <html> as `data-theme` before the body is parsed, it keeps the choice in local storage under
 * `theme` ('light', 'dark' or 'system') and follows other tabs. These are the rules it is given.
 */
export type ColourMode = 'light' | 'dark';
export type ColourChoice = ColourMode | 'system';

export interface ColourModeConfig {
  defaultMode: ColourMode;
  respectPrefersColorScheme: boolean;
}

export const THEME_STORAGE_KEY = 'theme';

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

/**
 * The choice a stored theme name stands for: one of this config's cycle, or the default for
 * anything else (nothing stored yet, a hand-edited value, 'system' left from a config that
 * followed the system).
 */
export function colourChoiceOf(theme: string | undefined, config: ColourModeConfig): ColourChoice {
  const cycle: string[] = colourChoiceCycle(config.respectPrefersColorScheme);
  return theme !== undefined && cycle.includes(theme) ? (theme as ColourChoice) : defaultColourChoice(config);
}

/** The next-themes provider settings for a config (a subset of its `ThemeProviderProps`). */
export interface ColourModeProviderSettings {
  attribute: 'data-theme';
  storageKey: string;
  themes: ColourMode[];
  defaultTheme: ColourChoice;
  /** Resolve 'system' from `prefers-color-scheme`, and follow it while chosen. */
  enableSystem: boolean;
  /** Set `color-scheme` on <html> too, so the browser's own controls and scrollbars match. */
  enableColorScheme: boolean;
}

export function colourModeProviderSettings(config: ColourModeConfig): ColourModeProviderSettings {
  return {
    attribute: 'data-theme',
    storageKey: THEME_STORAGE_KEY,
    themes: ['light', 'dark'],
    defaultTheme: defaultColourChoice(config),
    enableSystem: config.respectPrefersColorScheme,
    enableColorScheme: true,
  };
}

/** The toggle's accessible name: what it does, and the mode in use now. */
export function colourModeToggleLabel(choice: ColourChoice): string {
  return `Switch between dark and light mode (currently ${choice} mode)`;
}
