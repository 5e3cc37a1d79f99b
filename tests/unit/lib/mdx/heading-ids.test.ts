import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { outlineMarkdown } from '@/lib/mdx/outline';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/** Each heading as a reader meets it: level, id, visible text (without the `#` anchor link) and where its anchor link points. */
function headings(html: string) {
  return [...html.matchAll(/<h([1-6]) id="([^"]*)">(.*?)<a href="([^"]*)" class="hash-link"[^>]*>#<\/a><\/h\1>/g)].map(
    ([, level, id, text, href]) => ({
      level: Number(level),
      id,
      text: text.replace(/<[^>]+>/g, ''),
      href,
    }),
  );
}

describe('heading ids', () => {
  it('takes {#my-id} off the heading text and uses it as the id of the heading, its anchor link, the table of contents and search', async () => {
    const { html, toc, sections } = await compilePage(
      '## Install it {#setup}\n\nRun the installer.\n\n### Use `plumb` {#cli}\n',
    );
    expect(headings(html)).toEqual([
      { level: 2, id: 'setup', text: 'Install it', href: '#setup' },
      { level: 3, id: 'cli', text: 'Use plumb', href: '#cli' },
    ]);
    expect(html).toContain('aria-label="Direct link to Install it"');
    expect(html).not.toContain('{#');
    expect(toc).toEqual([
      { id: 'setup', text: 'Install it', depth: 2 },
      { id: 'cli', text: 'Use plumb', depth: 3, phrasing: ['Use ', { tag: 'code', children: ['plumb'] }] },
    ]);
    expect(sections.slice(1).map(({ id, heading, text }) => ({ id, heading, text }))).toEqual([
      { id: 'setup', heading: 'Install it', text: 'Run the installer.' },
      { id: 'cli', heading: 'Use plumb', text: '' },
    ]);
  });

  it('keeps the slugs of headings without {#...}, numbering repeats as before', async () => {
    const { html } = await compilePage(
      '## Getting started\n\n## Getting started\n\n## Notes & caveats {#caveats}\n\n## What’s next?\n',
    );
    expect(headings(html).map((h) => h.id)).toEqual(['getting-started', 'getting-started-1', 'caveats', 'whats-next']);
  });

  it('reads {#my-id} in MDX pages too, where braces would otherwise start JavaScript', async () => {
    const { html, toc } = await compilePage('## Install it {#setup}\n\nText.\n', { format: 'mdx' });
    expect(headings(html)).toEqual([{ level: 2, id: 'setup', text: 'Install it', href: '#setup' }]);
    expect(toc).toEqual([{ id: 'setup', text: 'Install it', depth: 2 }]);
  });

  it.each(['md', 'mdx'] as const)(
    "reads Docusaurus's comment spelling {/* #my-id */} as {#my-id} in .%s pages",
    async (format) => {
      const { html, toc } = await compilePage(
        '## Install it {/* #setup */}\n\n### Use `plumb` {/* #cli keep it short */}\n\n## A note {/* not an id */}\n',
        { format },
      );
      const expected = [
        { level: 2, id: 'setup', text: 'Install it', href: '#setup' },
        { level: 3, id: 'cli', text: 'Use plumb', href: '#cli' },
      ];
      expect(headings(html).slice(0, 2)).toEqual(expected);
      expect(toc.slice(0, 2)).toEqual([
        { id: 'setup', text: 'Install it', depth: 2 },
        { id: 'cli', text: 'Use plumb', depth: 3, phrasing: ['Use ', { tag: 'code', children: ['plumb'] }] },
      ]);
      expect(html).not.toContain('#setup */');
    },
  );

  it('keeps a comment that is no id a silent note in .mdx pages', async () => {
    const { html } = await compilePage('## A note {/* keep this short */}\n', { format: 'mdx' });
    expect(headings(html)).toEqual([{ level: 2, id: 'a-note', text: 'A note', href: '#a-note' }]);
  });

  it('leaves {#...} alone in code blocks and in the middle of a heading', async () => {
    const { html } = await compilePage('```md\n## Kept {#as-typed}\n```\n\n## Braces {#x} inside\n');
    expect(html).toContain('## Kept {#as-typed}');
    expect(headings(html)).toEqual([
      { level: 2, id: 'braces-x-inside', text: 'Braces {#x} inside', href: '#braces-x-inside' },
    ]);
  });

  it('gives the same ids to npm run check (the outline) and to feed HTML', async () => {
    const input = {
      sourcePath: path.join(docs, 'guide/first-steps.md'),
      body: '## Install it {#setup}\n\n## Second\n',
    };
    const { toc } = await outlineMarkdown({ ...input, format: 'md' }, { routesBySource, contentRoot: site });
    expect(toc.map((item) => [item.id, item.text])).toEqual([
      ['setup', 'Install it'],
      ['second', 'Second'],
    ]);
    const html = await compileMarkdownToHtml(input, {
      routesBySource,
      contentRoot: site,
      pageUrl: 'https://docs.example/guide/first-steps',
    });
    expect(html).toBe('<h2 id="setup">Install it</h2>\n<h2 id="second">Second</h2>');
  });

  it('stops the build when two headings share an id, naming both lines', async () => {
    await expect(compilePage('## One {#same}\n\nText.\n\n## Two {#same}\n', { bodyStartLine: 6 })).rejects.toThrow(
      `The heading id "same" in ${PAGE}:10:1 is already the id of the heading on line 6: ids on a page must differ, so give one of the two its own {#id}.`,
    );
    // An explicit id may not take the slug another heading has either.
    await expect(compilePage('## Setup\n\n## Install {#setup}\n')).rejects.toThrow(
      `The heading id "setup" in ${PAGE}:3:1 is already the id of the heading on line 1`,
    );
  });

  it('stops the build at an id a link could not point at', async () => {
    await expect(compilePage('Intro.\n\n## Install it {#two words}\n')).rejects.toThrow(
      `The heading id "{#two words}" in ${PAGE}:3:1 is not one a link can point at: use letters, digits, "-" and "_" only, e.g. {#my-id}.`,
    );
  });
});
