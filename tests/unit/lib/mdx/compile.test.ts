import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';

// Markdown rendered here has no Next.js app router around it; its links need one only to prefetch.
vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

const site = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site');

const docs = path.join(site, 'docs');
const routesBySource = new Map([
  [path.join(docs, 'index.md'), '/'],
  [path.join(docs, 'guide/first-steps.md'), '/guide/first-steps'],
  [path.join(docs, 'guide/second.md'), '/guide/second'],
]);

async function render(body: string, file = 'guide/first-steps.md', onBrokenMarkdownLink = vi.fn()) {
  const { code, toc } = await compileMarkdownSource(
    { sourcePath: path.join(docs, file), body, format: 'md' },
    { routesBySource, onBrokenMarkdownLink, contentRoot: site },
  );
  return { html: renderToStaticMarkup(renderCompiledSource({ code })), toc, onBrokenMarkdownLink };
}

describe('compiling Markdown', () => {
  it('gives headings ids and anchor links, and collects h2-h3 for the table of contents', async () => {
    const { html, toc } = await render('## Getting started\n\n### Step one\n\n#### Too deep\n');
    expect(html).toContain(
      '<h2 id="getting-started">Getting started<a href="#getting-started" class="hash-link" aria-label="Direct link to Getting started">#</a></h2>',
    );
    expect(toc).toEqual([
      { id: 'getting-started', text: 'Getting started', depth: 2 },
      { id: 'step-one', text: 'Step one', depth: 3 },
    ]);
  });

  it('renders GitHub-flavoured tables', async () => {
    const { html } = await render('| key | required |\n| --- | --- |\n| table | yes |\n');
    expect(html).toContain('<th>key</th>');
  });

  it("turns admonitions with and without titles into labelled asides, each with its type's icon", async () => {
    const { html } = await render(':::danger Do not do this\nIt breaks.\n:::\n\n:::note\nPlain.\n:::\n');
    expect(html).toContain(
      '<aside class="admonition admonition-danger" aria-label="Do not do this"><span class="icon admonition-icon" data-icon="danger" aria-hidden="true"></span><p class="admonition-title">Do not do this</p><p>It breaks.</p></aside>',
    );
    expect(html).toContain(
      '<aside class="admonition admonition-note" aria-label="Note"><span class="icon admonition-icon" data-icon="note" aria-hidden="true"></span><p class="admonition-title">Note</p>',
    );
  });

  it('keeps colon syntax in prose as typed', async () => {
    const { html } = await render('Use title:agent to search titles.\n');
    expect(html.replace(/<!-- -->/g, '')).toContain('Use title:agent to search titles.');
  });

  it('highlights code at build time with a title, highlighted lines and a copy button', async () => {
    const { html } = await render('```sql title="query.sql" {2}\nSELECT 1\nFROM t\n```\n');
    expect(html).toContain('<div class="code-block-title">query.sql</div>');
    expect(html).toMatch(/<pre class="shiki[^"]*"/);
    expect(html).toContain('<span class="line highlighted">');
    expect(html).toContain('aria-label="Copy code"');
  });

  it('resolves relative links to Markdown files into page URLs, keeping the anchor', async () => {
    const { html } = await render('See [home](../index.md) and [second](./second.md#only-section).\n');
    expect(html).toContain('href="/"');
    expect(html).toContain('href="/guide/second#only-section"');
  });

  it('reports a relative Markdown link that resolves to no doc, naming file and line', async () => {
    const { onBrokenMarkdownLink } = await render('Intro.\n\nSee [gone](./missing.md).\n');
    expect(onBrokenMarkdownLink).toHaveBeenCalledWith(
      'Markdown link "./missing.md" in tests/fixtures/a-small-docs-site/docs/guide/first-steps.md:3 does not resolve to any doc.',
    );
  });

  it('publishes images next to the content under /assets', async () => {
    const { html } = await render('![A diagram](../img/diagram.svg)\n');
    expect(html).toContain('src="/assets/docs/img/diagram.svg"');
    expect(html).toContain('alt="A diagram"');
  });

  it('stops with the file and line when an image does not exist', async () => {
    await expect(render('Intro.\n\n![Missing](../img/nope.png)\n')).rejects.toThrow(
      'Markdown image "../img/nope.png" not found: referenced in tests/fixtures/a-small-docs-site/docs/guide/first-steps.md at line 3.',
    );
  });

  it('fills a code block from an example file and offers it for download', async () => {
    const { html } = await render('```yaml file="demo/sample.yml"\n```\n');
    expect(html).toContain('<div class="code-block-title">sample.yml</div>');
    expect(html).toContain('demo_f');
    expect(html).toContain('<a href="/assets/examples/demo/sample.yml" download="sample.yml">Download sample.yml</a>');
  });

  it('stops when an example file does not exist', async () => {
    await expect(render('```yaml file="demo/none.yml"\n```\n')).rejects.toThrow(
      'Example file "demo/none.yml" not found in content/examples',
    );
  });
});
