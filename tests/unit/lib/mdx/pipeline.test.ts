import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified, type Pluggable } from 'unified';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { CompileInput, CompileOptions } from '@/lib/mdx/compile-input';
import { contentRemarkPlugins, rehypePluginsFor, type CompileTarget } from '@/lib/mdx/pipeline';
import { getHighlighter } from '@/lib/mdx/highlighter';
import { contentSourceFile } from '@/lib/mdx/source-file';

/** A content folder: a page, the page it links to, a partial, an image and an example file. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'pipeline-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('docs/guide/page.md', '# Page\n');
write('docs/guide/other.md', '# Other\n');
write('docs/guide/_tip.md', ':::tip\nSee [the other page](./other.md).\n:::\n');
write('docs/guide/img/diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
write('examples/demo/sample.yml', 'name: demo\n');
const page = path.join(root, 'docs/guide/page.md');
const routesBySource = new Map([
  [page, '/guide/page'],
  [path.join(root, 'docs/guide/other.md'), '/guide/other'],
]);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => {
  vi.restoreAllMocks();
});

/** The page's Markdown through the shared plugins, as HTML, and the HTML of each partial it includes. */
async function render(body: string, options: Partial<CompileOptions> = {}) {
  const file = contentSourceFile({ sourcePath: page, body });
  const processor = unified()
    .use(remarkParse)
    .use(contentRemarkPlugins({ routesBySource, contentRoot: root, ...options }))
    .use(remarkRehype, { allowDangerousHtml: true });
  const html = toHtml((await processor.run(processor.parse(file), file)) as Root);
  const partials = [...(file.data.partialTrees?.values() ?? [])].map((tree) => toHtml(tree));
  return { html, partials };
}

describe('the Markdown plugins every rendering shares', () => {
  it('read GitHub tables, admonitions, heading ids, doc links, images and example files', async () => {
    const { html } = await render(
      [
        '| key | value |',
        '| --- | --- |',
        '| a | 1 |',
        '',
        ':::note\nNoted.\n:::',
        '',
        '## Setup {#set-up}',
        '',
        'See [the other page](./other.md#top) and ![A diagram](./img/diagram.svg).',
        '',
        '```yaml file="demo/sample.yml"\n```',
      ].join('\n'),
    );
    expect(html).toContain('<th>key</th>');
    expect(html).toContain('<aside class="admonition admonition-note" aria-label="Note">');
    expect(html).toContain('<h2 id="set-up">Setup</h2>');
    expect(html).toContain('<a href="/guide/other#top">the other page</a>');
    expect(html).toContain('src="/assets/docs/guide/img/diagram.svg"');
    expect(html).toContain('name: demo');
  });

  it('read a partial with the same plugins, its links resolved from its own folder', async () => {
    const { partials } = await render("import Tip from './_tip.md';\n\n<Tip />\n");
    expect(partials).toHaveLength(1);
    expect(partials[0]).toContain('<aside class="admonition admonition-tip" aria-label="Tip">');
    expect(partials[0]).toContain('<a href="/guide/other">the other page</a>');
  });
});

describe('a broken link or image', () => {
  it('goes to the handlers the caller gives', async () => {
    const onBrokenMarkdownLink = vi.fn();
    const onBrokenMarkdownImage = vi.fn();
    await render('[Gone](./gone.md)\n\n![Gone](./img/gone.png)\n', { onBrokenMarkdownLink, onBrokenMarkdownImage });
    expect(onBrokenMarkdownLink).toHaveBeenCalledWith(expect.stringContaining('Markdown link "./gone.md"'));
    expect(onBrokenMarkdownImage).toHaveBeenCalledWith(expect.stringContaining('Markdown image "./img/gone.png"'));
  });

  it('otherwise meets the site check levels: a link is warned about, an image stops the page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await render('[Gone](./gone.md)\n');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/^\[warn\] Markdown link "\.\/gone\.md" in .* does not resolve/),
    );
    await expect(render('![Gone](./img/gone.png)\n')).rejects.toThrow('Markdown image "./img/gone.png" not found');
  });
});

const input: CompileInput = { sourcePath: '/content/docs/page.md', body: '# Page\n', format: 'md' };

/** A plugin's name as its module exports it; the third-party ones by their package. */
function nameOf(entry: Pluggable): string {
  const plugin = Array.isArray(entry) ? entry[0] : entry;
  const name = typeof plugin === 'function' ? plugin.name : '';
  return { rehypeShikiFromHighlighter: 'shiki', rehypeAutolinkHeadings: 'autolink-headings' }[name] ?? name;
}

async function namesFor(target: CompileTarget) {
  const context = { input, toc: [], sections: [], highlighter: await getHighlighter(), pageUrl: 'https://x.test/a' };
  return rehypePluginsFor(target, context).map(nameOf);
}

describe('the HTML plugins each kind of compile runs, in one order', () => {
  it('colours, numbers and links the headings of a page, and collects its contents and sections', async () => {
    expect(await namesFor('page')).toEqual([
      'rehypeRawHtml',
      'rehypePartials',
      'rehypeHtmlAttributes',
      'rehypeTabs',
      'rehypeCodeBlocks',
      'rehypeAccessibleTables',
      'shiki',
      'rehypeCodeLines',
      'rehypeHeadingIds',
      'rehypeToc',
      'rehypeSearchSections',
      'rehypeTocInline',
      'autolink-headings',
      'rehypeCodeHtml',
    ]);
  });

  it('gives a feed entry tabs as sections and absolute URLs, without colours', async () => {
    expect(await namesFor('feed')).toEqual([
      'rehypeRawHtml',
      'rehypePartials',
      'rehypeHtmlAttributes',
      'rehypeTabs',
      'rehypeTabsAsSections',
      'rehypeCodeBlocks',
      'rehypeHeadingIds',
      'rehypeTocInline',
      'rehypeAbsoluteUrls',
    ]);
  });

  it("outlines a page with the page's own plugins, less those that change only its markup", async () => {
    const outline = await namesFor('outline');
    const pagePlugins = await namesFor('page');
    expect(outline).toEqual(
      pagePlugins.filter(
        (name) =>
          !['rehypeHtmlAttributes', 'shiki', 'rehypeCodeLines', 'autolink-headings', 'rehypeCodeHtml'].includes(name),
      ),
    );
  });
});

describe('what a compile must hand its plugins', () => {
  it('names what a target is missing instead of compiling without it', () => {
    expect(() => rehypePluginsFor('page', { input, toc: [], sections: [] })).toThrow(
      'rehypePluginsFor: this target needs `highlighter` in its context.',
    );
    expect(() => rehypePluginsFor('feed', {})).toThrow('rehypePluginsFor: this target needs `pageUrl` in its context.');
    expect(() => rehypePluginsFor('outline', { toc: [], sections: [] })).toThrow(
      'rehypePluginsFor: this target needs `input` in its context.',
    );
  });
});
