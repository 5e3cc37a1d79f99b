import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { outlineMarkdown } from '@/lib/mdx/outline';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';
import { lostWords } from '@/tests/helpers/visible-words';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/every-allowed-html-construct-keeps-its-text');
const fixture = (format: 'md' | 'mdx') => fs.readFileSync(path.join(FIXTURE, `page.${format}`), 'utf8');

describe('the no-text-lost comparison', () => {
  it('finds words a rendering dropped, and none when the page kept them', () => {
    expect(lostWords('Intro.\n\n<details><summary>Hidden answer</summary>Body</details>\n', '<p>Intro.</p>')).toEqual([
      'Hidden',
      'answer',
      'Body',
    ]);
    expect(lostWords('Water is H<sub>2</sub>O.', '<p>Water is H<sub>2</sub>O.</p>')).toEqual([]);
  });
});

describe('HTML in pages', () => {
  it.each(['md', 'mdx'] as const)(
    'keeps every word of a .%s page written with every allowed construct',
    async (format) => {
      const source = fixture(format);
      const { html } = await compilePage(source, { format });
      expect(lostWords(source, html)).toEqual([]);
    },
  );

  it.each(['md', 'mdx'] as const)('renders each allowed element of a .%s page with its attributes', async (format) => {
    const { html } = await compilePage(fixture(format), { format });
    for (const expected of [
      /<details>\s*<summary>Why does the agent ask twice\?<\/summary>\s*<p>Because the first question was <strong>ambiguous<\/strong>/,
      /<details open="">\s*<summary>An open block<\/summary>/,
      '<kbd>Ctrl</kbd> + <kbd>K</kbd>',
      'H<sub>2</sub>O',
      'm<sup>2</sup>',
      'here<br/>and',
      '<span class="muted">a quiet span</span>',
      '<abbr title="Structured Query Language">SQL</abbr>',
      /<a href="https:\/\/plumbline.example\/docs" rel="noopener noreferrer" title="Home">plain anchor/,
      /<div class="callout" id="anchor-target">\s*(<p>)?A block div keeps its text\./,
      /<div class="other-callout">\s*<p>A div whose content is <strong>Markdown<\/strong>\.<\/p>/,
      '<blockquote>A quotation written as HTML.</blockquote>',
      '<ol start="3"><li>third ordered item</li></ol>',
      /<figure>\s*<img alt="Layers diagram" loading="lazy" decoding="async" src="https:\/\/plumbline.example\/diagram.png" width="320" height="200"\/>\s*<figcaption>/,
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Video: building an agent" width="560" height="315" allow="fullscreen" allowFullScreen="" loading="lazy"></iframe>',
      // An HTML table gets the same named scroll region as a Markdown one.
      /<div class="table-scroll" tabindex="0" role="region" aria-label="Table: Tables in HTML"><table><caption>Season totals<\/caption>/,
      '<th scope="col" colSpan="2">Points</th>',
      '<td rowSpan="2">Hawks</td>',
    ]) {
      expect(html).toMatch(expected);
    }
    expect(html).not.toContain('import');
    expect(html).not.toContain('comment');
  });

  it('reports HTML opened and never closed, which would hide or swallow the rest of the page', async () => {
    const body =
      'Intro.\n\n<details>\n<summary>Why twice?</summary>\n\nBecause.\n\n## Later heading\n\nText a reader would never see.\n';
    await expect(compilePage(body, { bodyStartLine: 5 })).rejects.toThrow(
      `The <details> in ${PAGE}:7:1 is never closed, so everything after it on the page would be hidden inside it until a reader opens it: add </details> after its content, on a line of its own with a blank line before it.`,
    );
    await expect(compilePage('Press <kbd>Ctrl and go on.\n\n<div class="callout">\n\nText.\n')).rejects.toThrow(
      [
        'The page has 2 problems; fix them all, then build again:',
        `  - The <kbd> in ${PAGE}:1:7 is never closed, so everything after it would fall inside it: add </kbd> where it ends (inside the same list item, quote or paragraph as the start tag, with a blank line before it if Markdown comes between).`,
        `  - The <div> in ${PAGE}:3:1 is never closed, so everything after it would fall inside it: add </div> where it ends (inside the same list item, quote or paragraph as the start tag, with a blank line before it if Markdown comes between).`,
      ].join('\n'),
    );
    await expect(compilePage('<div class="callout" />\n\nText after.\n')).rejects.toThrow(
      `The <div /> in ${PAGE}:1:1 is not closed by its slash, which closes only elements that hold nothing (<br />, <img />), so everything after it would fall inside it: write <div class="callout"></div>.`,
    );
  });

  it('accepts HTML closed as HTML allows: void elements, a slash on them, end tags HTML adds itself, comments', async () => {
    const { html } = await compilePage(
      '<ul>\n<li>one\n<li>two\n</ul>\n\nA line<br/>break, <img src="https://x.example/a.png" alt="A" /> and <!-- a <div> in a comment -->.\n',
    );
    expect(html).toContain('<li>two\n</li></ul>');
  });

  it('reads a tag typed in capitals in a .md page as the HTML element', async () => {
    const { html } = await compilePage('One<BR>two and <KBD>K</KBD>.\n');
    expect(html).toBe('<p>One<br/>two and <kbd>K</kbd>.</p>');
  });

  it('breaks a line inside a Markdown table cell, and shows nothing of an HTML comment', async () => {
    const { html } = await compilePage(
      'Text <!-- note to editors --> more.\n\n| Step | Note |\n| --- | --- |\n| one<br>two | kept |\n',
    );
    expect(html).toContain('<p>Text  more.</p>');
    expect(html).toContain('<td>one<br/>two</td><td>kept</td>');
  });

  it('keeps a code fence title and highlighted lines on a page that also has raw HTML', async () => {
    const { html } = await compilePage('<kbd>K</kbd>\n\n```sql title="query.sql" {2}\nSELECT 1\nFROM t\n```\n');
    expect(html).toContain('<div class="code-block-title">query.sql</div>');
    expect(html).toContain('<span class="line highlighted">');
  });

  it('indexes the text inside HTML for search, and gives the outline the table of contents of the full compile', async () => {
    const input = { sourcePath: path.join(docs, 'guide/first-steps.md'), body: fixture('md'), format: 'md' as const };
    const outline = await outlineMarkdown(input, { routesBySource, contentRoot: site, onBrokenMarkdownLink: () => {} });
    const { toc } = await compilePage(fixture('md'));
    expect(outline.toc).toEqual(toc);
    const text = outline.sections.map((section) => section.text).join(' ');
    for (const phrase of [
      'Why does the agent ask twice?',
      'Press Ctrl + K to search',
      'A block div keeps its text.',
      'The three layers of metadata.',
      'Hawks 101 99',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('keeps the HTML and its text in feed entries', async () => {
    const html = await compileMarkdownToHtml(
      { sourcePath: path.join(docs, 'guide/first-steps.md'), body: fixture('md') },
      {
        routesBySource,
        contentRoot: site,
        pageUrl: 'https://docs.example/guide/first-steps',
        onBrokenMarkdownLink: () => {},
      },
    );
    expect(html).toContain('<summary>Why does the agent ask twice?</summary>');
    expect(lostWords(fixture('md'), html)).toEqual([]);
  });
});
