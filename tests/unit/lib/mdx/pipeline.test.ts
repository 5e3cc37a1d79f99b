import type { Pluggable } from 'unified';
import { describe, expect, it } from 'vitest';
import { rehypePluginsFor, type CompileTarget } from '@/lib/mdx/pipeline';
import { getHighlighter } from '@/lib/mdx/highlighter';
import type { CompileInput } from '@/lib/mdx/compile-input';

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
    const page = await namesFor('page');
    expect(outline).toEqual(
      page.filter(
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
