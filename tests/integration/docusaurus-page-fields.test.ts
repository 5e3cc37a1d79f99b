import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withStagedContent } from '@/tests/helpers/staged-content';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
  usePathname: () => '/',
}));

/*
 * A docs folder written for Docusaurus, whose pages use the page fields (hide_title,
 * hide_table_of_contents, toc levels, pagination_prev/next, sidebar_class_name, unlisted,
 * last_update, image), read through the getters the routes, sitemap, llms.txt and search use,
 * and rendered by the docs route itself, as a reader gets it.
 */
const fixture = path.join(process.cwd(), 'tests/fixtures/docusaurus-page-fields-shape-a-page-and-where-it-is-listed');
const SITE = 'https://docs.plumbline.example';

const m = withStagedContent(fixture, async () => ({
  source: await import('@/lib/content/source'),
  routes: await import('@/lib/routes'),
  sitemap: await import('@/app/sitemap'),
  llms: await import('@/lib/llms'),
  search: await import('@/lib/search/site-plan'),
  route: await import('@/app/(docs)/[[...slug]]/page-route'),
}));

const doc = (id: string) => m.source.getDocById(id);
const params = (slug: string[]) => ({ params: Promise.resolve({ slug }) });
async function page(slug: string[]): Promise<string> {
  return renderToStaticMarkup(await m.route.default(params(slug))).replace(/<!-- -->/g, '');
}
const between = (html: string, start: string, end: string) =>
  html.slice(html.indexOf(start), html.indexOf(end, html.indexOf(start)));

describe('the doc model', () => {
  it('reads each field as the page asks', () => {
    expect(doc('guide/first')).toMatchObject({
      hideTitle: false,
      hideTableOfContents: false,
      tocLevels: { min: 3, max: 4 },
      sidebarClassName: 'sidebar-highlight',
      unlisted: false,
      lastUpdate: { date: '2026-05-01', author: 'Ada Lovelace' },
      image: '/assets/docs/guide/card.svg',
    });
    expect(doc('guide/second')).toMatchObject({
      hideTitle: true,
      hideTableOfContents: true,
      paginationPrev: null,
      paginationNext: 'guide/first',
      image: 'https://cdn.example.com/cards/second.png',
    });
    expect(doc('guide/secret')).toMatchObject({ unlisted: true, lastUpdate: { author: 'Grace Hopper' } });
  });

  it("gives a page without the fields the site's table of contents levels and nothing else", () => {
    const plain = doc('guide/third');
    expect(plain).toMatchObject({
      hideTitle: false,
      hideTableOfContents: false,
      tocLevels: { min: 2, max: 3 },
      unlisted: false,
    });
    for (const key of ['paginationPrev', 'paginationNext', 'sidebarClassName', 'lastUpdate', 'image'])
      expect(plain).not.toHaveProperty(key);
  });
});

describe('the sidebar and pagination', () => {
  it('leaves the unlisted page out of the sidebar and its category page, and puts the class on an item', async () => {
    expect(m.source.getSidebar().map((item) => item.label)).toEqual(['Home', 'Guide']);
    const guide = m.source.getSidebar()[1];
    expect(guide.type === 'category' && guide.items).toEqual([
      { type: 'doc', docId: 'guide/first', label: 'First steps', path: '/guide/first', className: 'sidebar-highlight' },
      { type: 'doc', docId: 'guide/second', label: 'Second page', path: '/guide/second' },
      { type: 'doc', docId: 'guide/third', label: 'Third page', path: '/guide/third' },
    ]);
    const categoryHtml = await page(['category', 'guide']);
    expect(categoryHtml).toContain('href="/guide/third"');
    expect(categoryHtml).not.toContain('/guide/secret');
  });

  it("draws the class on the sidebar item's <li>", async () => {
    expect(await page(['guide', 'third'])).toMatch(
      /<li class="sidebar-item sidebar-highlight"><a[^>]*href="\/guide\/first"/,
    );
  });

  it('follows pagination_prev and pagination_next, null hiding a link, and skips the unlisted page', () => {
    expect(m.source.getPagination('/guide/first')).toEqual({
      previous: { label: 'Guide', path: '/category/guide' },
      next: { label: 'Second page', path: '/guide/second' },
    });
    expect(m.source.getPagination('/guide/second')).toEqual({ next: { label: 'First steps', path: '/guide/first' } });
    expect(m.source.getPagination('/guide/third')).toEqual({
      previous: { label: 'Second page', path: '/guide/second' },
    });
    expect(m.source.getPagination('/guide/secret')).toEqual({});
  });
});

describe('where an unlisted page is listed', () => {
  it('is in the route table, so links to it work, but in no sitemap, llms.txt, llms-full.txt or search index', () => {
    expect(m.routes.getRouteTable().find((r) => r.path === '/guide/secret')).toMatchObject({
      kind: 'doc',
      unlisted: true,
    });
    const sitemap = m.sitemap.default().map((entry) => entry.url);
    expect(sitemap).toContain(`${SITE}/guide/third`);
    expect(sitemap).not.toContain(`${SITE}/guide/secret`);
    expect(m.llms.getLlmsIndex()).toContain('/guide/third');
    expect(m.llms.getLlmsIndex()).not.toContain('secret');
    expect(m.llms.getDocsInReadingOrder().map((d) => d.id)).toEqual([
      'index',
      'guide/first',
      'guide/second',
      'guide/third',
    ]);
    const searched = m.search.getSiteSearchPlan().indexes.flatMap((index) => index.pages.map((p) => p.route.path));
    expect(searched.sort()).toEqual(['/', '/blog/a-post', '/guide/first', '/guide/second', '/guide/third']);
  });

  it('tells search engines to neither index nor follow it, and readers that it is unlisted', async () => {
    expect((await m.route.generateMetadata(params(['guide', 'secret']))).robots).toEqual({
      index: false,
      follow: false,
    });
    expect((await m.route.generateMetadata(params(['guide', 'third']))).robots).toBeUndefined();
    const html = await page(['guide', 'secret']);
    expect(html).toContain('<aside class="admonition admonition-info doc-unlisted-note" aria-label="Unlisted page">');
    expect(html).toContain('only readers with its link reach it');
    expect(await page(['guide', 'third'])).not.toContain('Unlisted page');
  });
});

describe('the rendered page', () => {
  it('lists only the headings from toc_min_heading_level to toc_max_heading_level', async () => {
    const toc = between(await page(['guide', 'first']), '<aside class="toc-desktop"', '</aside>');
    expect(toc).toContain('Level three');
    expect(toc).toContain('Level four');
    expect(toc).not.toContain('Level two');
    expect(toc).not.toContain('Level five');
  });

  it('keeps the title in the browser tab but draws no h1 with hide_title, and no TOC with hide_table_of_contents', async () => {
    const html = await page(['guide', 'second']);
    expect(html).not.toContain('<h1');
    expect(html).not.toContain('toc-desktop');
    expect(html).not.toContain('toc-mobile');
    expect(html).toContain('class="toc-columns"');
    expect((await m.route.generateMetadata(params(['guide', 'second']))).title).toBe('Second page');
    expect(await page(['guide', 'third'])).toContain('<h1>Third page</h1>');
  });

  it('shows last_update at the foot of the page, dated like the blog', async () => {
    expect(await page(['guide', 'first'])).toContain(
      '<p class="doc-last-updated">Last updated on <time dateTime="2026-05-01">May 1, 2026</time> by Ada Lovelace</p>',
    );
    expect(await page(['guide', 'secret'])).toContain('<p class="doc-last-updated">Last updated by Grace Hopper</p>');
    expect(await page(['guide', 'third'])).not.toContain('Last updated');
  });

  it('gives the page its own Open Graph and Twitter image, a relative one published with the page', async () => {
    const first = await m.route.generateMetadata(params(['guide', 'first']));
    expect(first.openGraph?.images).toEqual([{ url: `${SITE}/assets/docs/guide/card.svg`, alt: 'First steps' }]);
    expect(first.twitter?.images).toEqual([`${SITE}/assets/docs/guide/card.svg`]);
    const second = await m.route.generateMetadata(params(['guide', 'second']));
    expect(second.twitter?.images).toEqual(['https://cdn.example.com/cards/second.png']);
    const third = await m.route.generateMetadata(params(['guide', 'third']));
    expect(third.openGraph?.images).toEqual([expect.objectContaining({ width: 1200, height: 630 })]);
  });
});
