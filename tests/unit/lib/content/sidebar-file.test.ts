import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SidebarNode } from '@/lib/content/sidebar-view';
import { withContentDir } from '@/tests/helpers/with-content-dir';

/** A copy of a small site, which the tests edit. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-sidebar-file-'));
fs.cpSync(path.join(process.cwd(), 'tests/fixtures/a-site-with-two-categories-and-a-blog-post'), root, {
  recursive: true,
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const site = withContentDir(root, () => import('@/lib/content/sidebar-file'));

/** Every doc path in a sidebar tree, depth first. */
const docPaths = (nodes: SidebarNode[]): string[] =>
  nodes.flatMap((node) =>
    node.type === 'doc' ? [node.path] : node.type === 'category' ? docPaths(node.items ?? []) : [],
  );

describe('the shared sidebar file', () => {
  it('is named for the docs version and its text, under /sidebar/', () => {
    const { name, url } = site.getSidebarFile();
    expect(name).toMatch(/^current-[0-9a-f]{12}\.json$/);
    expect(url).toBe(`/sidebar/${name}`);
  });

  it('holds every doc of the sidebar, with no page marked current', () => {
    const text = site.sidebarFileText();
    expect(docPaths(JSON.parse(text) as SidebarNode[])).toEqual([
      '/',
      '/widgets/build-a-widget',
      '/widgets/widget-colours',
      '/gadgets/gadget-basics',
    ]);
    expect(text).not.toContain('current');
  });

  it('gets a new name when the sidebar changes, so a browser never keeps the old one', () => {
    const before = site.getSidebarFile().name;
    expect(site.getSidebarFile().name).toBe(before);
    const page = path.join(root, 'docs/widgets/widget-colours.md');
    fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('title: Widget colours', 'title: Widget palette'));
    expect(site.getSidebarFile().name).not.toBe(before);
  });
});

describe("a page's own part of the sidebar", () => {
  it('opens the category on the way to the page and ships the others closed', () => {
    const view = site.getSidebarView('/gadgets/gadget-basics');
    const category = (label: string) => view.find((node) => node.type === 'category' && node.label === label);
    expect(category('Gadgets & Gizmos')).toMatchObject({ current: true, items: [{ path: '/gadgets/gadget-basics' }] });
    expect(category('Widgets')).not.toHaveProperty('items');
  });
});
