import { describe, expect, it } from 'vitest';
import { colourModeToggleLabel, defaultColourChoice, nextColourChoice, storedValueForChoice, type ColourChoice, type ColourModeConfig } from '@/lib/colour-mode';
import { colourModeScript } from '@/lib/colour-mode-script';

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

  it('stores light and dark, and removes the key for system', () => {
    expect(storedValueForChoice('light')).toBe('light');
    expect(storedValueForChoice('dark')).toBe('dark');
    expect(storedValueForChoice('system')).toBeNull();
  });

  it('names the current mode in the toggle label', () => {
    expect(colourModeToggleLabel('dark')).toMatch(/currently dark mode/);
    expect(colourModeToggleLabel('system')).toMatch(/currently system mode/);
  });
});

type Listener = (event: { key: string | null; newValue: string | null }) => void;

/** A fake page for the inline head script: what it set on <html>, and the events it listens to. */
function fakePage(config: ColourModeConfig, stored: string | null, systemDark: boolean) {
  const attributes: Record<string, string> = {};
  const documentElement = {
    setAttribute: (name: string, value: string) => (attributes[name] = value),
    getAttribute: (name: string) => attributes[name] ?? null,
    style: { colorScheme: '' },
  };
  const localStorage = {
    getItem: () => {
      if (stored === 'throw') throw new Error('storage blocked');
      return stored;
    },
  };
  const storageListeners: Listener[] = [];
  const systemListeners: Array<() => void> = [];
  const media = { matches: systemDark, addEventListener: (_: string, listener: () => void) => systemListeners.push(listener) };
  const window = { matchMedia: () => media, addEventListener: (_: string, listener: Listener) => storageListeners.push(listener) };
  new Function('localStorage', 'window', 'document', colourModeScript(config))(localStorage, window, { documentElement });
  return {
    seen: () => ({ theme: attributes['data-theme'], choice: attributes['data-theme-choice'], colorScheme: documentElement.style.colorScheme }),
    storageEvent: (key: string | null, newValue: string | null) => storageListeners.forEach((listener) => listener({ key, newValue })),
    systemTurns: (dark: boolean) => {
      media.matches = dark;
      systemListeners.forEach((listener) => listener());
    },
    followsSystem: () => systemListeners.length > 0,
  };
}

const lightDefault = { theme: 'light', choice: 'light', colorScheme: 'light' };
const dark = { theme: 'dark', choice: 'dark', colorScheme: 'dark' };

describe('the head script that owns the colour mode', () => {
  it('starts light, even when the system prefers dark, unless configured to follow it', () => {
    expect(fakePage(lightOnly, null, true).seen()).toEqual(lightDefault);
    expect(fakePage({ ...lightOnly, defaultMode: 'dark' }, null, false).seen()).toEqual(dark);
    expect(fakePage(followSystem, null, true).seen()).toEqual({ theme: 'dark', choice: 'system', colorScheme: 'dark' });
    expect(fakePage(followSystem, null, false).seen()).toEqual({ theme: 'light', choice: 'system', colorScheme: 'light' });
  });

  it('applies a stored light or dark, and ignores anything else or a blocked storage', () => {
    expect(fakePage(lightOnly, 'dark', false).seen()).toEqual(dark);
    expect(fakePage(followSystem, 'light', true).seen()).toEqual(lightDefault);
    for (const stored of ['system', 'junk', 'throw']) expect(fakePage(lightOnly, stored, true).seen()).toEqual(lightDefault);
    expect(fakePage(followSystem, 'junk', true).seen().choice).toBe('system');
  });

  it('follows a choice stored by another tab or the toggle, and a cleared storage', () => {
    const page = fakePage(lightOnly, null, false);
    page.storageEvent('theme', 'dark');
    expect(page.seen()).toEqual(dark);
    page.storageEvent('unrelated', 'light');
    expect(page.seen()).toEqual(dark);
    page.storageEvent(null, null);
    expect(page.seen()).toEqual(lightDefault);
  });

  it('follows the system scheme only while the choice is "system", and only when configured', () => {
    const page = fakePage(followSystem, null, false);
    page.systemTurns(true);
    expect(page.seen().theme).toBe('dark');
    page.storageEvent('theme', 'light');
    page.systemTurns(false);
    page.systemTurns(true);
    expect(page.seen()).toEqual(lightDefault);
    expect(fakePage(lightOnly, null, false).followsSystem()).toBe(false);
  });
});
