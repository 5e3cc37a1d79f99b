import { describe, expect, it } from 'vitest';
import {
  choiceFromStorage,
  colourModeScript,
  colourModeToggleLabel,
  effectiveColourMode,
  nextColourChoice,
  storedValueForChoice,
  type ColourChoice,
  type ColourModeConfig,
} from '@/lib/colour-mode';

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
    expect(choiceFromStorage(null, lightOnly)).toBe('light');
    expect(choiceFromStorage(null, { ...lightOnly, defaultMode: 'dark' })).toBe('dark');
    expect(choiceFromStorage(null, followSystem)).toBe('system');
  });

  it('accepts only light and dark from storage', () => {
    expect(choiceFromStorage('dark', lightOnly)).toBe('dark');
    expect(choiceFromStorage('light', followSystem)).toBe('light');
    expect(choiceFromStorage('system', lightOnly)).toBe('light');
    expect(choiceFromStorage('purple', followSystem)).toBe('system');
  });

  it('stores light and dark, and removes the key for system', () => {
    expect(storedValueForChoice('light')).toBe('light');
    expect(storedValueForChoice('dark')).toBe('dark');
    expect(storedValueForChoice('system')).toBeNull();
  });

  it('resolves system from the browser preference', () => {
    expect(effectiveColourMode('system', true)).toBe('dark');
    expect(effectiveColourMode('system', false)).toBe('light');
    expect(effectiveColourMode('dark', false)).toBe('dark');
  });

  it('names the current mode in the toggle label', () => {
    expect(colourModeToggleLabel('dark')).toMatch(/currently dark mode/);
    expect(colourModeToggleLabel('system')).toMatch(/currently system mode/);
  });
});

/** Runs the inline head script against a fake page and returns the attributes it set. */
function runHeadScript(config: ColourModeConfig, stored: string | null, systemDark: boolean) {
  const attributes: Record<string, string> = {};
  const documentElement = { setAttribute: (name: string, value: string) => (attributes[name] = value), style: { colorScheme: '' } };
  const localStorage = {
    getItem: () => {
      if (stored === 'throw') throw new Error('storage blocked');
      return stored;
    },
  };
  const window = { matchMedia: () => ({ matches: systemDark }) };
  new Function('localStorage', 'window', 'document', colourModeScript(config))(localStorage, window, { documentElement });
  return { theme: attributes['data-theme'], choice: attributes['data-theme-choice'], colorScheme: documentElement.style.colorScheme };
}

describe('the no-flash head script', () => {
  const stored = [null, 'light', 'dark', 'system', 'junk', 'throw'];
  for (const config of [lightOnly, followSystem, { ...lightOnly, defaultMode: 'dark' as const }]) {
    for (const value of stored) {
      for (const systemDark of [false, true]) {
        it(`agrees with the rules (${JSON.stringify(config)}, stored ${value}, system ${systemDark ? 'dark' : 'light'})`, () => {
          const choice = choiceFromStorage(value === 'throw' ? null : value, config);
          const effective = effectiveColourMode(choice, systemDark);
          expect(runHeadScript(config, value, systemDark)).toEqual({ theme: effective, choice, colorScheme: effective });
        });
      }
    }
  }
});
