import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion, type SidebarItem } from '@/lib/content/docs';
import { categoryTrail, containsPath, findCategories, flattenSidebar, paginationFor } from '@/lib/content/sidebar';

const doc = (p: string): SidebarItem => ({ type: 'doc', docId: p.slice(1), label: `Doc ${p}`, path: p });
const category = (p: string, items: SidebarItem[], generatedIndex = true): SidebarItem => ({
  type: 'category',
  label: `Category ${p}`,
  path: p,
  generatedIndex,
  description: '',
  collapsed: true,
  items,
});

/** A category holding a doc and a sub-category; the sub-category's page is one of its docs. */
const sidebar: SidebarItem[] = [
  doc('/'),
  category('/category/agents', [doc('/agents/intro'), category('/agents/tools', [doc('/agents/tools/sql')], false)]),
  doc('/faq'),
];

describe('the reading order of a sidebar', () => {
  it('lists every doc and category page, each category before its items', () => {
    expect(flattenSidebar(sidebar).map((link) => link.path)).toEqual([
      '/',
      '/category/agents',
      '/agents/intro',
      '/agents/tools',
      '/agents/tools/sql',
      '/faq',
    ]);
  });

  it('gives the pages before and after a page, none before the first or after the last', () => {
    expect(paginationFor(sidebar, '/agents/tools')).toEqual({
      previous: { label: 'Doc /agents/intro', path: '/agents/intro' },
      next: { label: 'Doc /agents/tools/sql', path: '/agents/tools/sql' },
    });
    expect(paginationFor(sidebar, '/').previous).toBeUndefined();
    expect(paginationFor(sidebar, '/faq').next).toBeUndefined();
  });

  it('gives nothing around a page the sidebar does not list', () => {
    expect(paginationFor(sidebar, '/blog')).toEqual({});
  });

  it('places a page listed twice at its first place', () => {
    const twice = [doc('/a'), doc('/b'), doc('/a'), doc('/c')];
    expect(paginationFor(twice, '/a')).toEqual({ previous: undefined, next: { label: 'Doc /b', path: '/b' } });
  });

  it('follows the sidebar it is given, not the first one asked about', () => {
    paginationFor(sidebar, '/faq');
    const other = [doc('/faq'), doc('/other')];
    expect(paginationFor(other, '/faq').next).toEqual({ label: 'Doc /other', path: '/other' });
  });
});

describe('the categories around a page', () => {
  it('are listed outermost first, the category whose page it is included', () => {
    expect(categoryTrail(sidebar, '/agents/tools/sql').map((c) => c.path)).toEqual([
      '/category/agents',
      '/agents/tools',
    ]);
    expect(categoryTrail(sidebar, '/agents/tools').map((c) => c.path)).toEqual(['/category/agents', '/agents/tools']);
    expect(categoryTrail(sidebar, '/faq')).toEqual([]);
  });

  it('tell whether a sidebar holds a page at any depth', () => {
    expect(containsPath(sidebar, '/agents/tools/sql')).toBe(true);
    expect(containsPath(sidebar, '/category/agents')).toBe(true);
    expect(containsPath(sidebar, '/agents')).toBe(false);
  });

  it('are every category of the sidebar, however deep', () => {
    expect(findCategories(sidebar).map((c) => c.path)).toEqual(['/category/agents', '/agents/tools']);
  });
});

describe('the sidebar of a small docs site', () => {
  const version = loadDocsVersion({
    docsDir: path.join(process.cwd(), 'tests/fixtures/a-small-docs-site/docs'),
    showDrafts: false,
  });

  it('gives previous and next pages in sidebar order, through the category page', () => {
    expect(paginationFor(version.sidebars.docs, '/guide/first-steps')).toEqual({
      previous: { label: 'Guide & Tips', path: '/category/guide--tips' },
      next: { label: 'Second', path: '/guide/second' },
    });
    expect(paginationFor(version.sidebars.docs, '/').previous).toBeUndefined();
  });

  it('finds the categories around a page for breadcrumbs', () => {
    expect(categoryTrail(version.sidebars.docs, '/guide/second').map((c) => c.label)).toEqual(['Guide & Tips']);
    expect(categoryTrail(version.sidebars.docs, '/')).toEqual([]);
  });
});
