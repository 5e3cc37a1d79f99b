import path from 'node:path';
import type { Root } from 'hast';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { describe, expect, it } from 'vitest';
import { pageProblemsOf } from '@/lib/mdx/page-problems';
import { contentSourceFile } from '@/lib/mdx/source-file';
import { reportUnclosedHtml } from '@/lib/mdx/unclosed-html';

const PAGE = 'content/docs/page.md';

/** What the check reports for a `.md` page, its raw HTML still as written, as rehype-raw-html.ts runs it. */
async function problemsOf(body: string): Promise<string[]> {
  const file = contentSourceFile({ sourcePath: path.join(process.cwd(), PAGE), body });
  const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true });
  reportUnclosedHtml((await processor.run(processor.parse(file), file)) as Root, file);
  return pageProblemsOf(file).map((problem) => problem.message);
}

const neverClosed = (tag: string, at: string) =>
  `The <${tag}> in ${PAGE}:${at} is never closed, so everything after it would fall inside it: add </${tag}> where it ends (inside the same list item, quote or paragraph as the start tag, with a blank line before it if Markdown comes between).`;

describe('HTML a page closes', () => {
  it('passes, across the Markdown between its tags', async () => {
    expect(await problemsOf('<details>\n<summary>Why</summary>\n\nBecause **this**.\n\n</details>\n')).toEqual([]);
  });

  it('passes with void elements, a slash on them, end tags HTML adds itself, comments and components', async () => {
    const body =
      'Line<br>break<br /> and <img src="/a.png">.\n\n<ul>\n<li>one\n<li>two\n</ul>\n\n<p>A paragraph\n\n<!-- <div> left in a comment -->\n\n<Tabs>\n\n<TOCInline toc={toc} />\n';
    expect(await problemsOf(body)).toEqual([]);
  });
});

describe('HTML a page opens and never closes', () => {
  it('is reported at its start tag, in the line and column of the file', async () => {
    expect(await problemsOf('Press <kbd>Ctrl and go on.\n')).toEqual([neverClosed('kbd', '1:7')]);
    expect(await problemsOf('Intro.\n\n<section>\n<div class="box">\n\nText.\n')).toEqual([
      neverClosed('section', '3:1'),
      neverClosed('div', '4:1'),
    ]);
  });

  it('counts lines from the top of the file when the page has front matter', async () => {
    const file = contentSourceFile({ sourcePath: path.join(process.cwd(), PAGE), body: '<b>bold\n', bodyStartLine: 4 });
    const processor = unified().use(remarkParse).use(remarkRehype, { allowDangerousHtml: true });
    reportUnclosedHtml((await processor.run(processor.parse(file), file)) as Root, file);
    expect(pageProblemsOf(file).map((problem) => problem.line)).toEqual([4]);
  });

  it('is a <details> that would hide the rest of the page, said so', async () => {
    expect(await problemsOf('<details>\n<summary>Why</summary>\n\nBecause.\n')).toEqual([
      `The <details> in ${PAGE}:1:1 is never closed, so everything after it on the page would be hidden inside it until a reader opens it: add </details> after its content, on a line of its own with a blank line before it.`,
    ]);
  });

  it('must close within the list item or quote it opens in', async () => {
    expect(await problemsOf('- <b>bold\n- still bold</b>\n')).toEqual([neverClosed('b', '1:3')]);
    expect(await problemsOf('> <span>quoted\n\n</span>\n')).toEqual([neverClosed('span', '1:3')]);
  });

  it('is reported once, its end tag closing the latest start tag of that name', async () => {
    expect(await problemsOf('<div>\n<div>\n</div>\n')).toEqual([neverClosed('div', '1:1')]);
    expect(await problemsOf('<div>\n\n<span>\n\n</div>\n')).toEqual([]);
  });
});

describe('HTML written closed by its slash', () => {
  it('is reported for an element that holds something, with the start and end tag to write', async () => {
    expect(await problemsOf('Intro.\n\n<div class="callout" />\n\nText after.\n')).toEqual([
      `The <div /> in ${PAGE}:3:1 is not closed by its slash, which closes only elements that hold nothing (<br />, <img />), so everything after it would fall inside it: write <div class="callout"></div>.`,
    ]);
  });
});
