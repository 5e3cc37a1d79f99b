import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { compileMarkdownToHtml, type HtmlOptions } from '@/lib/mdx/compile-html';
import type { PageProblem } from '@/lib/mdx/page-problems';
import { siteChecks } from '@/lib/site-checks.mjs';

const site = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
const setup = path.join(site, 'docs/guide/setup.md');
const SETUP = 'tests/fixtures/a-page-includes-partials-where-it-uses-them/docs/guide/setup.md';
const options: HtmlOptions = {
  routesBySource: new Map([[path.join(site, 'docs/guide/reference.md'), '/guide/reference']]),
  contentRoot: site,
  pageUrl: 'https://docs.example/guide/setup',
};
const feedEntry = (body: string, more: Partial<HtmlOptions> & { bodyStartLine?: number } = {}) =>
  compileMarkdownToHtml({ sourcePath: setup, body, bodyStartLine: more.bodyStartLine }, { ...options, ...more });

afterEach(() => {
  siteChecks.onUnknownComponents = 'throw';
});

describe('a feed entry', () => {
  it('links and shows images by absolute URLs, a feed reader having no page to resolve them from', async () => {
    const html = await feedEntry('See [the reference](./reference.md#keys).\n\n![A diagram](./img/diagram.svg)\n');
    expect(html).toBe(
      '<p>See <a href="https://docs.example/guide/reference#keys">the reference</a>.</p>\n<p><img src="https://docs.example/assets/docs/guide/img/diagram.svg" alt="A diagram"></p>',
    );
  });

  it('includes a partial where the page uses it, read with the same plugins as the page', async () => {
    const html = await feedEntry("## Before\n\nimport Steps from './_steps.md';\n\n<Steps />\n\n## After\n");
    const headings = [...html.matchAll(/<h2 id="([^"]+)">/g)].map((match) => match[1]);
    expect(headings).toEqual(['before', 'install-the-agent', 'after']);
    expect(html).toContain('<a href="https://docs.example/guide/reference#options">the options</a>');
    expect(html).toContain('<aside class="admonition admonition-tip" aria-label="Tip">');
  });

  it('has no syntax colours and no anchor links, which feed readers would not show', async () => {
    const html = await feedEntry('## Query\n\n```sql title="q.sql" {1}\nSELECT 1\n```\n');
    expect(html).toBe(
      '<h2 id="query">Query</h2>\n<div class="code-block"><div class="code-block-header" data-language="sql"><div class="code-block-title">q.sql</div></div><pre><code class="language-sql">SELECT 1\n</code></pre></div>',
    );
  });

  it("stops at every problem of the page at once, at the lines of the page's file", async () => {
    const body = ':::bogus\nText.\n:::\n\n<div style="color: red">Red</div>\n';
    const error = await feedEntry(body, { bodyStartLine: 6 }).then(
      () => expect.unreachable('the entry compiled'),
      (e: Error) => e,
    );
    expect(error.message.split('\n').map((line) => /in (\S+:\d+:\d+)/.exec(line)?.[1])).toEqual([
      undefined,
      `${SETUP}:6:1`,
      `${SETUP}:10:1`,
    ]);
  });

  it('hands on what the page is built without, at the warn level', async () => {
    siteChecks.onUnknownComponents = 'warn';
    const warnings: PageProblem[] = [];
    const html = await feedEntry('Watch this:\n\n<LiteYouTubeEmbed id="x" />\n', {
      onPageWarning: (warning) => warnings.push(warning),
    });
    expect(html).toBe('<p>Watch this:</p>');
    expect(warnings.map((warning) => `${warning.file}:${warning.line}`)).toEqual([`${SETUP}:3`]);
  });
});
