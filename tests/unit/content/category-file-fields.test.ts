import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withContentDir } from '../with-content-dir';

vi.mock('next/navigation', async (actual) => ({ ...(await actual<typeof import('next/navigation')>()), useRouter: () => ({ prefetch() {} }), usePathname: () => '/' }));

/*
 * `_category_.json` as Docusaurus 3 reads it: every field optional (the label defaults to the
 * folder's name), `link` making a doc the category's page or setting the generated index's title,
 * description and path, and `collapsible`, `className`, `customProps`, `key` accepted.
 */
const fixture = path.join(__dirname, '../../fixtures/category-files-take-every-field-docusaurus-reads');

const m = withContentDir(fixture, async () => ({
  source: await import('@/lib/content/source'),
  docs: await import('@/lib/content/docs'),
  routes: await import('@/lib/routes'),
  sidebarView: await import('@/lib/content/sidebar-view'),
  route: await import('@/app/(docs)/[[...slug]]/page'),
  check: await import('@/scripts/lib/content-check/check-content'),
}));

const category = (label: string) => m.source.getSidebar().find((item) => item.type === 'category' && item.label === label);

describe('a _category_.json', () => {
  it('needs no description: its page then says how many items it holds', () => {
    expect(category('Plain')).toMatchObject({ path: '/category/plain', description: '2 items', generatedIndex: true });
  });

  it('needs no label: the folder name, number prefix left out, names the category', () => {
    expect(category('fixed-things')).toMatchObject({ path: '/category/fixed-things' });
  });

  it('with link type doc makes that doc the category page, listed once, and generates no index page', () => {
    const linked = category('Linked');
    expect(linked).toMatchObject({ path: '/linked/overview', generatedIndex: false, description: 'What the linked category holds.', collapsed: false, className: 'linked-category' });
    expect(linked?.type === 'category' && linked.items.map((item) => item.path)).toEqual(['/linked/detail']);
    expect(m.routes.getRouteTable().filter((route) => route.path.includes('linked'))).toEqual([
      expect.objectContaining({ path: '/linked/detail', kind: 'doc' }),
      expect.objectContaining({ path: '/linked/overview', kind: 'doc' }),
    ]);
    expect(m.sidebarView.sidebarTree(m.source.getSidebar())).toContainEqual(expect.objectContaining({ label: 'Linked', className: 'linked-category', collapsed: false }));
  });

  it("with link type generated-index serves the index at link.slug, titled link.title and described by link.description", async () => {
    expect(category('Renamed')).toMatchObject({ path: '/renamed-pages', title: 'Everything renamed', description: 'Pages that were renamed.' });
    expect(m.routes.getRouteTable().find((route) => route.path === '/renamed-pages')).toMatchObject({ kind: 'category', title: 'Everything renamed' });
    expect(m.route.generateStaticParams()).toContainEqual({ slug: ['renamed-pages'] });
    const html = renderToStaticMarkup(await m.route.default({ params: Promise.resolve({ slug: ['renamed-pages'] }) }));
    expect(html).toContain('<h1>Everything renamed</h1>');
    expect(html).toContain('Pages that were renamed.');
    expect(html).toContain('href="/renamed/old-name"');
  });

  it('passes npm run check', async () => {
    expect((await m.check.checkContent(fixture)).problems).toEqual([]);
  });

  it('with link type doc naming no doc is reported at its file and line, with the ids in that folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'category-link-'));
    fs.cpSync(path.join(fixture, 'docs'), dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'linked/_category_.json'), '{\n  "label": "Linked",\n  "link": { "type": "doc", "id": "overview" }\n}\n');
    expect(() => m.docs.loadDocsVersion({ docsDir: dir, showDrafts: false })).toThrow(
      /linked\/_category_\.json:3: "link\.id" names the doc "overview", which does not exist: write a doc id, its folder included \(here: linked\/detail, linked\/overview\)/,
    );
  });
});
