import { describe, expect, it } from 'vitest';
import { getHighlighter, HIGHLIGHT_LANGUAGES, HIGHLIGHT_THEMES } from '@/lib/mdx/highlighter';

describe('the build highlighter', () => {
  it('is made once, and every page shares it', async () => {
    const first = getHighlighter();
    expect(getHighlighter()).toBe(first);
    expect(await getHighlighter()).toBe(await first);
  });

  it("highlights the content's languages in both themes, and loads no other grammar", async () => {
    const highlighter = await getHighlighter();
    expect(highlighter.getLoadedThemes().sort()).toEqual(Object.values(HIGHLIGHT_THEMES).sort());
    for (const lang of HIGHLIGHT_LANGUAGES)
      expect(highlighter.codeToHtml('x', { lang, themes: HIGHLIGHT_THEMES }), lang).toContain('--shiki-dark');
    expect(highlighter.getLoadedLanguages()).not.toContain('rust');
    expect(() => highlighter.codeToHtml('fn main() {}', { lang: 'rust', themes: HIGHLIGHT_THEMES })).toThrow(
      /Language `rust` not found/,
    );
  });
});
