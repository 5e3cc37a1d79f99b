import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stagedLlmsFull, withStagedContent } from '@/tests/helpers/staged-content';

/*
 * A Markdown file whose name starts with `_` is a partial, as in Docusaurus: text for other pages
 * to import, never a page. The fixture holds three, none with front matter, one alone in a folder
 * without `_category_.json`; the site is read through the getters the routes, sitemap, llms.txt
 * and search use, pointed at the fixture with PLUMBLINE_CONTENT_DIR.
 */
const fixture = path.join(process.cwd(), 'tests/fixtures/files-named-with-an-underscore-are-partials-not-pages');
const PARTIALS = /_shared-intro|_steps|_only-partials-here|snippets/;

const m = withStagedContent(fixture, async () => ({
  source: await import('@/lib/content/source'),
  routes: await import('@/lib/routes'),
  sitemap: await import('@/app/sitemap'),
  llms: await import('@/lib/llms'),
  search: await import('@/lib/search/site-plan'),
  check: await import('@/scripts/lib/content-check/check-front-matter'),
}));

describe('a file named with a leading underscore is a partial, not a page', () => {
  it('is not a doc and has no route', () => {
    expect(m.source.getDocsVersion().docs.map((doc) => doc.id)).toEqual(['guide/setup', 'index']);
    expect(m.routes.getRouteTable().filter((route) => PARTIALS.test(`${route.path} ${route.source ?? ''}`))).toEqual(
      [],
    );
  });

  it('is not in the sidebar, and a folder of partials only is no category', () => {
    expect(JSON.stringify(m.source.getSidebar())).not.toMatch(PARTIALS);
    expect(m.source.getCategories().map((category) => category.label)).toEqual(['Guide']);
  });

  it('is not in the sitemap, llms.txt or llms-full.txt', async () => {
    expect(
      m.sitemap
        .default()
        .map((entry) => entry.url)
        .join('\n'),
    ).not.toMatch(PARTIALS);
    expect(m.llms.getLlmsIndex()).not.toMatch(PARTIALS);
    expect(await stagedLlmsFull()).not.toContain('A heading inside a partial');
  });

  it('is not indexed for search', () => {
    const files = m.search.getSiteSearchPlan().indexes.flatMap((index) => index.pages.map((page) => page.sourcePath));
    expect(files.length).toBeGreaterThan(0);
    expect(files.join('\n')).not.toMatch(PARTIALS);
  });

  it('needs no front matter and no category file for npm run check', () => {
    const { problems, pages } = m.check.checkFrontMatter(fixture);
    expect(problems).toEqual([]);
    expect(pages.map((page) => path.relative(fixture, page.absPath)).sort()).toEqual([
      'blog/2026-03-01-one-post.md',
      'docs/guide/setup.md',
      'docs/index.md',
      'pages/markdown-page.md',
    ]);
  });
});
