import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
  usePathname: () => '/',
}));

/*
 * Docusaurus builds a docs folder that has no page at `/` (no index.md, no `slug: /`). The site
 * does too: `/` is then an index of the sidebar's top level, drawn with cards as a category's
 * index page is, and titled with the site title.
 */
const fixture = path.join(
  process.cwd(),
  'tests/fixtures/a-docs-folder-without-a-doc-at-its-root-opens-on-an-index-of-its-sidebar',
);

const m = withContentDir(fixture, async () => ({
  source: await import('@/lib/content/source'),
  routes: await import('@/lib/routes'),
  llms: await import('@/lib/llms'),
  config: await import('@/lib/site-config'),
  route: await import('@/app/(docs)/[[...slug]]/page-route'),
  check: await import('@/scripts/lib/content-check/check-content'),
}));

describe('a docs folder with no doc at /', () => {
  it('builds, with / listed as a generated page titled with the site title', () => {
    expect(m.source.getDocsVersion().mainDocId).toBeUndefined();
    expect(m.routes.getRouteTable().find((route) => route.path === '/')).toMatchObject({
      kind: 'category',
      title: m.config.siteConfig.title,
    });
    expect(m.route.generateStaticParams()).toContainEqual({ slug: [] });
  });

  it('counts / among the index pages, which links prefetch on hover or touch only', () => {
    expect(m.routes.getIndexPagePaths()).toEqual(['/', '/category/guide']);
  });

  it('draws / as one card per top-level sidebar item, each linking to its page, with its description', async () => {
    const html = renderToStaticMarkup(await m.route.default({ params: Promise.resolve({}) }));
    expect(html.match(/<h1[\s>][^]*?<\/h1>/)?.[0]).toContain(m.config.siteConfig.title);
    const cards = [
      ...html.matchAll(
        /<a class="doc-card" href="([^"]*)"[^]*?<h2 class="doc-card-title">([^<]*)<\/h2><p class="doc-card-description">([^<]*)<\/p>/g,
      ),
    ].map((c) => c.slice(1));
    expect(cards).toEqual([
      ['/getting-started', 'Getting started', 'What to read first.'],
      ['/category/guide', 'Guide', 'How to install and run it.'],
    ]);
  });

  it('keeps the breadcrumbs home link at / and names a real .md copy as llms.txt example', () => {
    expect(m.source.mainDocPath()).toBe('/');
    expect(m.llms.getLlmsIndex()).toContain('getting-started.md');
    expect(m.llms.getLlmsIndex()).not.toContain('/index.md');
  });

  it('passes npm run check', async () => {
    expect((await m.check.checkContent(fixture)).problems).toEqual([]);
  });
});
