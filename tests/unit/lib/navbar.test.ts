import { describe, expect, it, vi } from 'vitest';

// A docs tree whose sidebar opens on a category (a folder with its own page), not a doc.
vi.hoisted(() => {
  process.env.PLUMBLINE_CONTENT_DIR = 'tests/fixtures/folders-are-categories-as-docusaurus-makes-them';
});

const { resolveNavbarItems } = await import('@/lib/navbar');
const { getSidebar } = await import('@/lib/content/source');
const { flattenSidebar } = await import('@/lib/content/sidebar');
delete process.env.PLUMBLINE_CONTENT_DIR;

describe('navbar items', () => {
  it('a docSidebar item opens the first page of the sidebar’s reading order, a category page included', () => {
    const [docs] = resolveNavbarItems([{ type: 'docSidebar', sidebarId: 'docs', label: 'Docs', position: 'left' }]);
    expect(getSidebar()[0].type).toBe('category');
    expect(docs).toEqual({ label: 'Docs', href: '/tutorial', activeFor: { paths: [], prefixes: [], docsPages: true } });
    expect(flattenSidebar(getSidebar())[0].path).toBe('/tutorial');
  });
});
