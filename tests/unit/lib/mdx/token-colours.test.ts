import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getHighlighter, HIGHLIGHT_THEMES } from '@/lib/mdx/highlighter';
import { DEFAULT_TOKEN_COLOURS, TOKEN_COLOURS, tokenStyle } from '@/lib/mdx/token-colours';

const stylesheet = fs.readFileSync(path.join(process.cwd(), 'components/mdx/token-colours.css'), 'utf8');

/** Every foreground colour a theme can give a token, upper-cased as shiki writes them. */
async function themeColours(mode: 'light' | 'dark'): Promise<string[]> {
  const theme = (await getHighlighter()).getTheme(HIGHLIGHT_THEMES[mode]);
  const colours = new Set<string>();
  for (const setting of theme.settings)
    if (setting.settings.foreground) colours.add(setting.settings.foreground.toUpperCase());
  colours.delete(theme.fg.toUpperCase());
  return [...colours].sort();
}

describe('token colours as classes', () => {
  for (const mode of ['light', 'dark'] as const) {
    it(`lists every ${mode} theme colour, and the stylesheet draws each with its own class`, async () => {
      expect([...TOKEN_COLOURS[mode]].sort()).toEqual(await themeColours(mode));
      expect((await getHighlighter()).getTheme(HIGHLIGHT_THEMES[mode]).fg.toUpperCase()).toBe(
        DEFAULT_TOKEN_COLOURS[mode],
      );
      TOKEN_COLOURS[mode].forEach((colour, index) => {
        const rule =
          mode === 'light'
            ? `.shiki .tl${index} { color: ${colour}; }`
            : `[data-theme='dark'] .shiki .td${index} { color: ${colour}; }`;
        expect(stylesheet).toContain(rule);
      });
    });
  }

  it('gives a token a class per mode, none for a default colour, and keeps any other style inline', () => {
    expect(tokenStyle('color:#A0111F;--shiki-dark:#FF7B72')).toEqual({ kind: 'classes', classes: ['tl1', 'td1'] });
    expect(tokenStyle('color:#0E1116;--shiki-dark:#79C0FF')).toEqual({ kind: 'classes', classes: ['td2'] });
    expect(tokenStyle('color:#0e1116;--shiki-dark:#e6edf3')).toEqual({ kind: 'plain' });
    expect(tokenStyle('color:#A0111F;--shiki-dark:#FF7B72;font-style:italic')).toEqual({ kind: 'style' });
    expect(tokenStyle('color:#123456;--shiki-dark:#FF7B72')).toEqual({ kind: 'style' });
  });
});
