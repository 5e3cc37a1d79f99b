import { describe, expect, it } from 'vitest';
import { isContentComponent, looksLikeComponent, unknownComponentMessage } from '@/lib/mdx/content-components';

describe('the components a page may use', () => {
  it('are TOCInline, Tabs and TabItem, spelled as Docusaurus spells them', () => {
    expect(['TOCInline', 'Tabs', 'TabItem'].every(isContentComponent)).toBe(true);
    expect(isContentComponent('tabs')).toBe(false);
    expect(isContentComponent('Admonition')).toBe(false);
  });

  it('are told from HTML by a capital letter or a dot, as MDX tells them', () => {
    expect(looksLikeComponent('LiteYouTubeEmbed')).toBe(true);
    expect(looksLikeComponent('theme.Note')).toBe(true);
    expect(looksLikeComponent('details')).toBe(false);
  });

  it('are listed when a page uses another, with where it is and what to write instead', () => {
    expect(unknownComponentMessage('Callout', 'docs/page.mdx:3:1')).toBe(
      'The component <Callout> in docs/page.mdx:3:1 is not one this site provides, so it would render nothing. Components available: TOCInline, Tabs, TabItem. Write its content as Markdown, or as HTML the site allows (docs/authoring.md, "HTML in pages"), instead.',
    );
  });
});
