import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '@/lib/content/docs';
import { listOf, positionsInFullList, sidebarTree, sidebarView, type SidebarNode } from '@/lib/content/sidebar-view';

const doc = (path: string): SidebarItem => ({ type: 'doc', docId: path.slice(1), label: `Page ${path}`, path });
const category = (path: string, items: SidebarItem[], collapsed = true): SidebarItem => ({
  type: 'category',
  label: `Category ${path}`,
  path,
  generatedIndex: true,
  description: '',
  collapsed,
  items,
});
const docs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => doc(`${prefix}/${i + 1}`));

/** A site of two categories, the first with a sub-category, and 30 loose docs at the top. */
const sidebar: SidebarItem[] = [
  doc('/'),
  category('/category/a', [...docs('/a', 25), category('/category/a-inner', docs('/a-inner', 3))]),
  category('/category/b', docs('/b', 4)),
  ...docs('/top', 30),
];

const limits = { wholeListUpTo: 12, window: 10 };
const paths = (nodes: SidebarNode[]) => nodes.map((n) => (n.type === 'gap' ? `gap ${n.count}` : n.path));

describe("a page's view of the sidebar", () => {
  it('opens the categories on the way to the page and ships closed ones without their items', () => {
    const view = sidebarView(sidebar, '/a-inner/2', limits);
    const a = view.find((n) => n.type === 'category' && n.path === '/category/a');
    const b = view.find((n) => n.type === 'category' && n.path === '/category/b');
    expect(a).toMatchObject({ current: true });
    expect(b).not.toHaveProperty('items');
    expect(b).not.toHaveProperty('current');
    const inner = a?.type === 'category' ? a.items?.find((n) => n.type === 'category') : undefined;
    expect(inner).toMatchObject({ path: '/category/a-inner', current: true });
    expect(inner?.type === 'category' ? paths(inner.items ?? []) : []).toEqual([
      '/a-inner/1',
      '/a-inner/2',
      '/a-inner/3',
    ]);
  });

  it('keeps every category and at most `window` docs per list, the rest as gaps that count them', () => {
    const view = sidebarView(sidebar, '/a/13', limits);
    const a = view.find((n) => n.type === 'category' && n.path === '/category/a');
    const items = a?.type === 'category' ? (a.items ?? []) : [];
    // Centred on the current page: 5 before it, 4 after, and the sub-category kept.
    expect(paths(items)).toEqual([
      'gap 7',
      ...Array.from({ length: 10 }, (_, i) => `/a/${i + 8}`),
      'gap 8',
      '/category/a-inner',
    ]);
    // The top level, where the page is not: its first docs, then one gap; categories all there.
    expect(paths(view)).toEqual([
      '/',
      '/category/a',
      '/category/b',
      ...Array.from({ length: 9 }, (_, i) => `/top/${i + 1}`),
      'gap 21',
    ]);
  });

  it('weighs the same however long the lists grow', () => {
    const grown: SidebarItem[] = [doc('/'), category('/category/a', docs('/a', 2500)), ...docs('/top', 3000)];
    const small: SidebarItem[] = [doc('/'), category('/category/a', docs('/a', 25)), ...docs('/top', 30)];
    const size = (items: SidebarItem[], path: string) => JSON.stringify(sidebarView(items, path, limits)).length;
    // A hundred times the pages; the view only gains digits in its labels and paths.
    expect(size(grown, '/a/1200')).toBeLessThan(size(small, '/a/12') * 1.25);
  });

  it('ships a list of up to `wholeListUpTo` docs whole, and cuts a longer one to `window` docs', () => {
    const twelve: SidebarItem[] = [category('/category/c', docs('/c', 12))];
    const thirteen: SidebarItem[] = [category('/category/c', docs('/c', 13))];
    const listIn = (view: SidebarNode[]) => (view[0].type === 'category' ? paths(view[0].items ?? []) : []);
    expect(listIn(sidebarView(twelve, '/c/1', { wholeListUpTo: 12, window: 5 }))).toHaveLength(12);
    expect(listIn(sidebarView(thirteen, '/c/1', { wholeListUpTo: 12, window: 5 }))).toEqual([
      '/c/1',
      '/c/2',
      '/c/3',
      '/c/4',
      '/c/5',
      'gap 8',
    ]);
  });

  it('ships a list whole when it fits the window, as every list of the real site does', () => {
    const b = sidebarView(sidebar, '/b/2', limits)[2];
    expect(b.type === 'category' ? paths(b.items ?? []) : []).toEqual(['/b/1', '/b/2', '/b/3', '/b/4']);
  });

  it('ships the items of a category configured open, though the page is elsewhere', () => {
    const open: SidebarItem[] = [doc('/'), category('/category/open', docs('/o', 2), false)];
    expect(sidebarView(open, '/', limits)[1]).toMatchObject({ items: [{ path: '/o/1' }, { path: '/o/2' }] });
  });
});

describe('the shared sidebar file', () => {
  const tree = sidebarTree(sidebar);

  it('holds every item and marks nothing current', () => {
    expect(JSON.stringify(tree)).not.toContain('current');
    expect(listOf(tree, '/category/a')?.length).toBe(26);
    expect(paths(listOf(tree, '/category/a-inner') ?? [])).toEqual(['/a-inner/1', '/a-inner/2', '/a-inner/3']);
    expect(listOf(tree, '')).toBe(tree);
    expect(listOf(tree, '/category/none')).toBeUndefined();
  });

  it("places each item of a view in the whole list, so 'Show more' can focus the first page it adds", () => {
    const view = sidebarView(sidebar, '/a/13', limits);
    const a = view[1];
    const items = a.type === 'category' ? (a.items ?? []) : [];
    const full = listOf(tree, '/category/a') ?? [];
    const shown = new Set(paths(items));
    positionsInFullList(items).forEach((position, i) => {
      const item = items[i];
      const there = full[position];
      if (item.type === 'gap') expect(there.type === 'doc' && !shown.has(there.path)).toBe(true);
      else expect(there.type !== 'gap' && there.path).toBe(item.path);
    });
    // The gap after the window stands for /a/18 onwards.
    expect(full[positionsInFullList(items)[items.length - 2]]).toMatchObject({ path: '/a/18' });
  });
});
