import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { DocsTocList } from '@/components/docs/docs-toc-list.client';
import { compilePage } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/*
 * The table of contents beside a page shows each heading as the heading shows it: `agents:` in
 * "## The `agents:` key" stays code, as Docusaurus keeps a heading's inline markup in its TOC.
 * The entry's accessible name, and what search indexes, stay the heading's plain text.
 */
const BODY =
  '## The `agents:` key\n\n### *Why* it **matters**\n\n### See [the setup](./second.md) first\n\n## Plain words\n';

describe("the table of contents' entries", () => {
  it('keep the inline code, emphasis and strong text of their headings, and give up links', async () => {
    const { toc } = await compilePage(BODY);
    const html = renderToStaticMarkup(createElement(DocsTocList, { items: toc }));
    expect(html).toContain('<a href="#the-agents-key" class="toc-link">The <code>agents:</code> key</a>');
    expect(html).toContain('<a href="#why-it-matters" class="toc-link"><em>Why</em> it <strong>matters</strong></a>');
    // An entry is a link already: the heading's own link gives its text alone.
    expect(html).toContain('<a href="#see-the-setup-first" class="toc-link">See the setup first</a>');
    expect(html).toContain('<a href="#plain-words" class="toc-link">Plain words</a>');
  });

  it('keep their plain text beside it, as accessible names and search read it', async () => {
    const { toc, sections } = await compilePage(BODY);
    expect(toc.map((item) => item.text)).toEqual([
      'The agents: key',
      'Why it matters',
      'See the setup first',
      'Plain words',
    ]);
    expect(sections.map((section) => section.heading).filter(Boolean)).toEqual([
      'The agents: key',
      'Why it matters',
      'See the setup first',
      'Plain words',
    ]);
    // A heading of plain words carries nothing more to the page's payload than its text.
    expect(toc.at(-1)).toEqual({ id: 'plain-words', text: 'Plain words', depth: 2 });
  });
});
