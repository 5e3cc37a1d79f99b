import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { compilePage, docs } from '@/tests/helpers/compile-page';
import { lostWords, renderedPage } from '@/tests/helpers/rendered-constructs';
import { sourceFacts } from '@/tests/helpers/source-constructs';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/*
 * The counter the Docusaurus sets are measured with (docusaurus-set.ts), tried on pages small
 * enough to count by hand: it must see each construct in the source, see the same in the HTML
 * the pipeline makes, and notice when the HTML lost one, a word, or printed syntax as text.
 */
const PAGE = path.join(docs, 'guide/first-steps.md');
const BODY = `## Install it {#install}

:::tip Faster with the CLI
Run [the setup](./second.md) first, or read [the second page](second).
:::

:::caution
Mind the gap.
:::

<details>
<summary>Why twice?</summary>

Because the first question was ambiguous.

</details>

| Season | Games |
| --- | --- |
| 2024 | 82 |

![Diagram](https://plumbline.example/diagram.png)

\`\`\`js {2}
const a = 1;
const b = 2;
\`\`\`
`;
const markdownBody = (html: string) => `<main><div class="markdown">${html}</div></main>`;

describe('the construct counter', () => {
  it('counts each construct of a page source by hand', () => {
    expect(sourceFacts(BODY, PAGE).counts).toEqual({
      admonitions: { note: 0, tip: 1, info: 0, warning: 1, danger: 0 },
      admonitionTitles: 1,
      details: 1,
      tabs: 0,
      tabItems: 0,
      partials: 0,
      headings: 1,
      explicitHeadingIds: 1,
      links: 2,
      docIdLinks: 1,
      codeBlocks: 1,
      highlightedLines: 1,
      tables: 1,
      images: 1,
    });
  });

  it('finds the same counts, every word and no raw syntax in the HTML the pipeline renders', async () => {
    const source = sourceFacts(BODY, PAGE);
    const rendered = renderedPage(markdownBody((await compilePage(BODY)).html), source);
    expect(rendered.counts).toEqual(source.counts);
    expect(rendered.rawSyntax).toEqual([]);
    expect(lostWords(source.words, rendered.words)).toEqual([]);
  });

  it('notices a construct the HTML lost, with its words, and syntax printed as text', async () => {
    const source = sourceFacts(BODY, PAGE);
    const html = (await compilePage(BODY)).html
      .replace(/<details>[\s\S]*<\/details>/, '')
      .replace(/<aside class="admonition admonition-warning"[\s\S]*?<\/aside>/, '<p>:::caution Mind the gap.</p>');
    const rendered = renderedPage(markdownBody(html), source);
    expect(rendered.counts.details).toBe(0);
    expect(rendered.counts.admonitions.warning).toBe(0);
    expect(rendered.rawSyntax).toEqual([':::caution']);
    expect(lostWords(source.words, rendered.words)).toEqual([
      'Why',
      'twice',
      'Because',
      'the',
      'first',
      'question',
      'was',
      'ambiguous',
    ]);
  });

  it('counts a partial by its content, Tabs, npm2yarn blocks as tabs, both explicit id spellings and footnotes', () => {
    const jestDocs = path.join(process.cwd(), 'tests/fixtures/docusaurus-jest/docs');
    const body = [
      "import Note from './_TypeScriptExamplesNote.md';",
      "import Tabs from '@theme/Tabs';",
      '',
      '<Note />',
      '',
      '<Tabs>',
      '  <TabItem value="jest" label="Alpha tab">',
      '',
      '```bash npm2yarn',
      'npm install --save-dev jest',
      '```',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      '## Chosen {/* #chosen */}',
      '',
      '<!-- A note to editors -->',
      'Text[^1].',
      '',
      '[^1]: A footnote.',
    ].join('\n');
    const facts = sourceFacts(body, path.join(jestDocs, 'Page.md'));
    expect(facts.counts).toMatchObject({
      partials: 1,
      admonitions: { info: 1 },
      codeBlocks: 4,
      tabs: 2,
      tabItems: 4,
      headings: 2,
      explicitHeadingIds: 1,
      links: 3,
    });
    expect(facts.explicitIds).toEqual(['chosen']);
    expect(facts.words).toContain('Alpha');
    expect(facts.words).not.toContain('theme');
    expect(facts.words).not.toContain('editors');
    const [use] = facts.partialUses;
    expect(use).toMatchObject({
      file: path.join(jestDocs, '_TypeScriptExamplesNote.md'),
      uses: 1,
      signature: ['The', 'TypeScript', 'examples', 'from', 'this', 'page', 'will', 'only'],
    });
    const withPartial = renderedPage(
      markdownBody('<p>Info</p><p>The TypeScript examples from this page will only work as documented.</p>'),
      facts,
    );
    expect(withPartial.counts.partials).toBe(1);
    expect(renderedPage(markdownBody('<p>Nothing included.</p>'), facts).counts.partials).toBe(0);
  });
});
