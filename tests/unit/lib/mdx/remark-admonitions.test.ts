import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/** Each admonition as a reader meets it: its look (class), its title, its text, and whether it has an icon. */
function admonitions(html: string) {
  return [
    ...html.matchAll(
      /<aside class="admonition admonition-([a-z]+)" aria-label="([^"]*)">(<span class="icon admonition-icon" data-icon="[a-z]+" aria-hidden="true"><\/span>)?<p class="admonition-title">(.*?)<\/p>(.*?)<\/aside>/g,
    ),
  ].map(([, look, label, icon, title, body]) => ({
    look,
    label,
    icon: Boolean(icon),
    title,
    text: body.replace(/<[^>]+>/g, ''),
  }));
}

describe('admonitions as Docusaurus writes them', () => {
  it('renders the five types and the four aliases, each alias in the look of its group with a title of its own', async () => {
    const names = ['note', 'tip', 'info', 'warning', 'danger', 'secondary', 'success', 'important', 'caution'];
    const { html } = await compilePage(names.map((name) => `:::${name}\nAbout ${name}.\n:::\n`).join('\n'));
    expect(admonitions(html).map(({ look, title, text, icon }) => [look, title, text, icon])).toEqual([
      ['note', 'Note', 'About note.', true],
      ['tip', 'Tip', 'About tip.', true],
      ['info', 'Info', 'About info.', true],
      ['warning', 'Warning', 'About warning.', true],
      ['danger', 'Danger', 'About danger.', true],
      ['note', 'Secondary', 'About secondary.', true],
      ['tip', 'Success', 'About success.', true],
      ['info', 'Important', 'About important.', true],
      ['warning', 'Caution', 'About caution.', true],
    ]);
  });

  it('takes a title after a space or in brackets, with Markdown in it, and names the aside after it', async () => {
    const { html } = await compilePage(
      ':::caution Mind the gap\nOne.\n:::\n\n:::caution[Mind the gap]\nTwo.\n:::\n\n:::important Read **this** first\nThree.\n:::\n',
    );
    expect(admonitions(html).map(({ look, label, title, text }) => [look, label, title, text])).toEqual([
      ['warning', 'Mind the gap', 'Mind the gap', 'One.'],
      ['warning', 'Mind the gap', 'Mind the gap', 'Two.'],
      ['info', 'Read this first', 'Read <strong>this</strong> first', 'Three.'],
    ]);
    expect(html).not.toContain(':::');
  });

  it('nests an admonition inside one opened with a longer fence', async () => {
    const { html } = await compilePage('::::note Outer\nBefore.\n\n:::tip Inner\nInside.\n:::\n\nAfter.\n::::\n');
    expect(html).toMatch(
      /^<aside class="admonition admonition-note" aria-label="Outer">.*?<p class="admonition-title">Outer<\/p><p>Before\.<\/p><aside class="admonition admonition-tip" aria-label="Inner">.*?<p>Inside\.<\/p><\/aside><p>After\.<\/p><\/aside>$/,
    );
  });

  it('leaves admonition syntax inside a code block as code', async () => {
    const { html } = await compilePage('````md\n:::caution Example\n```\nnot a fence end\n```\n:::foo\n````\n');
    expect(html).not.toContain('<aside');
    expect(html.replace(/<[^>]+>/g, '')).toContain(':::caution Example');
    expect(html.replace(/<[^>]+>/g, '')).toContain(':::foo');
  });

  it('stops the build at an unknown type, naming file, line, column, the construct and the accepted types', async () => {
    // The body starts on line 9 of the file, after its front matter: `:::foo` is on line 11.
    await expect(compilePage('Intro.\n\n:::foo\nText.\n:::\n', { bodyStartLine: 9 })).rejects.toThrow(
      `The admonition ":::foo" in ${PAGE}:11:1 has a type this site does not know. Admonition types: note, tip, info, warning, danger, secondary, success, important, caution.`,
    );
    // A title after the unknown name does not turn it back into a paragraph that prints the raw line.
    await expect(compilePage(':::foo Some title\nText.\n:::\n')).rejects.toThrow(
      `The admonition ":::foo" in ${PAGE}:1:1 has a type`,
    );
  });

  it('reports a space between the colons and the type, which Docusaurus does not read as an admonition either, and the closing line left over', async () => {
    // Prettier turns `:::note` into `::: note` (Docusaurus's admonition docs warn of it): the lines would print as text.
    const error = await compilePage(
      'Intro.\n\n::: note\nKeep the window open.\n:::\n\n> ::: tip Faster\n>\n> Use the CLI.\n',
      { bodyStartLine: 4 },
    ).catch((e: Error) => e);
    expect((error as Error).message.split('\n').slice(1)).toEqual([
      `  - The line "::: note" in ${PAGE}:6:1 is no admonition, so it would print as text: the type must follow the colons with no space between, as in :::note.`,
      `  - The line ":::" in ${PAGE}:8:1 closes no admonition, so it would print as text: open the admonition above it with :::note (no space after the colons), or delete the line.`,
      `  - The line "::: tip Faster" in ${PAGE}:10:3 is no admonition, so it would print as text: the type must follow the colons with no space between, as in :::tip.`,
    ]);
    await expect(compilePage('::: hint\nText.\n')).rejects.toThrow(
      `The line "::: hint" in ${PAGE}:1:1 is no admonition, so it would print as text: the type must follow the colons with no space between, as in :::note (types: note, tip, info, warning, danger, secondary, success, important, caution).`,
    );
  });

  it('leaves colons in prose alone', async () => {
    const { html } = await compilePage('Search title:agent or a ratio of 3:1, and a label::: like this.\n');
    expect(html).toBe('<p>Search title:agent or a ratio of 3:1, and a label::: like this.</p>');
  });

  it('renders the same in feed HTML, and stops there too at an unknown type', async () => {
    const input = { sourcePath: path.join(docs, 'guide/first-steps.md'), body: ':::success It worked\nDone.\n:::\n' };
    const options = { routesBySource, contentRoot: site, pageUrl: 'https://docs.example/guide/first-steps' };
    expect(await compileMarkdownToHtml(input, options)).toBe(
      '<aside class="admonition admonition-tip" aria-label="It worked"><p class="admonition-title">It worked</p><p>Done.</p></aside>',
    );
    await expect(compileMarkdownToHtml({ ...input, body: ':::bogus\nx\n:::\n' }, options)).rejects.toThrow(
      'The admonition ":::bogus" in',
    );
  });
});
