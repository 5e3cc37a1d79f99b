import { describe, expect, it } from 'vitest';
import {
  colourChoiceOf,
  colourModeProviderSettings,
  colourModeToggleLabel,
  defaultColourChoice,
  nextColourChoice,
  type ColourChoice,
  type ColourModeConfig,
} from '@/lib/colour-mode';
import { colourModeServerHtml } from '@/tests/helpers/colour-mode-server-html';

const lightOnly: ColourModeConfig = { defaultMode: 'light', respectPrefersColorScheme: false };
const followSystem: ColourModeConfig = { defaultMode: 'light', respectPrefersColorScheme: true };

describe('the toggle cycle', () => {
  it('toggles light and dark when the system scheme is not followed', () => {
    expect(nextColourChoice('light', false)).toBe('dark');
    expect(nextColourChoice('dark', false)).toBe('light');
  });

  it('cycles system, light, dark, system when the system scheme is followed', () => {
    let choice: ColourChoice = 'system';
    const seen: ColourChoice[] = [];
    for (let i = 0; i < 4; i++) {
      choice = nextColourChoice(choice, true);
      seen.push(choice);
    }
    expect(seen).toEqual(['light', 'dark', 'system', 'light']);
  });

  it('treats a stray "system" as light when the system is not followed', () => {
    expect(nextColourChoice('system', false)).toBe('dark');
  });
});

describe('the stored choice', () => {
  it('defaults to light and ignores the system scheme unless configured', () => {
    expect(defaultColourChoice(lightOnly)).toBe('light');
    expect(defaultColourChoice({ ...lightOnly, defaultMode: 'dark' })).toBe('dark');
    expect(defaultColourChoice(followSystem)).toBe('system');
  });

  it('reads a stored theme name as a choice of the cycle, or the default for anything else', () => {
    expect(colourChoiceOf('dark', lightOnly)).toBe('dark');
    expect(colourChoiceOf('system', followSystem)).toBe('system');
    for (const stored of [undefined, 'system', 'junk']) expect(colourChoiceOf(stored, lightOnly)).toBe('light');
    expect(colourChoiceOf('junk', followSystem)).toBe('system');
  });

  it('names the current mode in the toggle label', () => {
    expect(colourModeToggleLabel('dark')).toMatch(/currently dark mode/);
    expect(colourModeToggleLabel('system')).toMatch(/currently system mode/);
  });
});

describe('the next-themes settings', () => {
  it('store the choice under "theme", put the mode on data-theme, and start light without the system', () => {
    expect(colourModeProviderSettings(lightOnly)).toEqual({
      attribute: 'data-theme',
      storageKey: 'theme',
      themes: ['light', 'dark'],
      defaultTheme: 'light',
      enableSystem: false,
      enableColorScheme: true,
    });
  });

  it('offer the system scheme, as the default, only when configured to follow it', () => {
    expect(colourModeProviderSettings(followSystem)).toMatchObject({ defaultTheme: 'system', enableSystem: true });
  });
});

/** Runs the inline script of that HTML in a fake page: what it sets on <html>. */
function runThemeScript(config: ColourModeConfig, stored: string | null, systemDark: boolean) {
  const script = /^<script>(.*?)<\/script>/s.exec(colourModeServerHtml(config))?.[1];
  if (!script) throw new Error('the providers render no inline script first');
  const attributes: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    classList: { add: () => {}, remove: () => {} },
    style: { colorScheme: '' },
  };
  const localStorage = {
    getItem: () => {
      if (stored === 'throw') throw new Error('storage blocked');
      return stored;
    },
  };
  const window = { matchMedia: () => ({ matches: systemDark }) };
  new Function('localStorage', 'window', 'document', script)(localStorage, window, { documentElement });
  return { theme: attributes['data-theme'], colorScheme: documentElement.style.colorScheme };
}

const light = { theme: 'light', colorScheme: 'light' };
const dark = { theme: 'dark', colorScheme: 'dark' };

describe('the server HTML', () => {
  it('starts with the script that puts the stored mode on <html>, before any content', () => {
    expect(colourModeServerHtml(lightOnly)).toMatch(/^<script>[^<]*<\/script><button/);
  });

  it('starts light, even when the system prefers dark, unless configured to follow it', () => {
    expect(runThemeScript(lightOnly, null, true)).toEqual(light);
    expect(runThemeScript({ ...lightOnly, defaultMode: 'dark' }, null, false)).toEqual(dark);
    expect(runThemeScript(followSystem, null, true)).toEqual(dark);
    expect(runThemeScript(followSystem, null, false)).toEqual(light);
  });

  it('applies a stored mode, resolves a stored "system" when followed, and leaves <html> alone when storage is blocked', () => {
    expect(runThemeScript(lightOnly, 'dark', false)).toEqual(dark);
    expect(runThemeScript(followSystem, 'light', true)).toEqual(light);
    expect(runThemeScript(followSystem, 'system', true)).toEqual(dark);
    // The root layout renders <html data-theme> with the default mode, so that one stays.
    expect(runThemeScript(lightOnly, 'throw', true).theme).toBeUndefined();
  });

  it('labels the toggle with the default choice, which the client keeps until hydrated', () => {
    expect(colourModeServerHtml(lightOnly)).toContain(
      'aria-label="Switch between dark and light mode (currently light mode)"',
    );
    expect(colourModeServerHtml(lightOnly)).toContain('data-choice="light"');
    expect(colourModeServerHtml(followSystem)).toContain('data-choice="system"');
  });
});
