import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

/**
 * A docs folder: a home page, a Guide folder with a category file and three pages that name their
 * own neighbours, and an Operations folder whose index doc is its page.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-source-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, 'docs', rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, 'docs', rel), text);
};
const page = (title: string, fields = '') =>
  `---\ntitle: ${title}\ndescription: About ${title}.\n${fields}---\n\nText.\n`;
write('index.md', page('Home', 'sidebar_position: 1\n'));
write('guide/_category_.json', '{ "label": "Guide", "position": 2 }\n');
write('guide/a.md', page('A', 'sidebar_position: 1\npagination_next: guide/c\n'));
write('guide/b.md', page('B', 'sidebar_position: 2\npagination_prev: null\n'));
write('guide/c.md', page('C', 'sidebar_position: 3\nsidebar_label: See C\n'));
write('ops/index.md', page('Operations', 'sidebar_position: 3\n'));
write('ops/deploy.md', page('Deploy'));

const m = withContentDir(dir, async () => ({
  source: await import('@/lib/content/source'),
  siteConfig: (await import('@/lib/site-config')).siteConfig,
}));

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the docs version', () => {
  it('is read once, and the last version is the one readers get', () => {
    expect(m.source.getDocsVersions()).toBe(m.source.getDocsVersions());
    expect(m.source.getDocsVersion()).toMatchObject({ name: 'current', isLast: true });
    expect(m.source.getDocsVersion('current')).toBe(m.source.getDocsVersion());
  });

  it('names the versions there are when asked for another', () => {
    expect(() => m.source.getDocsVersion('2.0')).toThrow(
      'No docs version exists for name "2.0". Available versions: current.',
    );
  });
});

describe('a doc', () => {
  it('is found by id, or by path', () => {
    expect(m.source.getDocById('guide/a')).toMatchObject({ title: 'A', path: '/guide/a' });
    expect(m.source.getDocByPath('/ops')).toMatchObject({ id: 'ops/index' });
    expect(m.source.getDocByPath('/category/guide')).toBeUndefined();
  });

  it('named by an id no doc has stops the build, listing the ids there are', () => {
    expect(() => m.source.getDocById('guide/d')).toThrow(
      'No doc found with id "guide/d" in version "current". Available doc ids: guide/a, guide/b, guide/c, index, ops/deploy, ops/index.',
    );
  });

  it('served at the root is the docs home, which the breadcrumbs link to', () => {
    expect(m.source.mainDocPath()).toBe('/');
    const version = m.source.getDocsVersion();
    expect(m.source.mainDocPath({ ...version, mainDocId: 'ops/index' })).toBe('/ops');
    expect(m.source.mainDocPath({ ...version, mainDocId: undefined })).toBe('/');
  });
});

describe('the sidebar', () => {
  it('is the docs sidebar unless another is named, and names the sidebars there are', () => {
    expect(m.source.getSidebar().map((item) => item.path)).toEqual(['/', '/category/guide', '/ops']);
    expect(() => m.source.getSidebar('api')).toThrow(
      'No sidebar found with id "api" in version "current". Available sidebars: docs.',
    );
  });

  it('with nothing to link to stops the build', () => {
    const empty = { ...m.source.getDocsVersion(), sidebars: { docs: [] } };
    expect(() => m.source.getSidebar('docs', empty)).toThrow(
      'The sidebar "docs" has nothing to link to: add a doc to content/docs.',
    );
  });
});

describe('the generated index pages', () => {
  it('are the categories without a doc of their own', () => {
    expect(m.source.getCategories().map((category) => category.path)).toEqual(['/category/guide']);
    expect(m.source.getGeneratedIndex('/category/guide')).toMatchObject({ label: 'Guide', description: '3 items' });
    expect(m.source.getCategoryByPath('/ops')).toBeUndefined();
  });

  it('include the docs root when no doc is served there, listing the top of the sidebar under the site title', () => {
    expect(m.source.getGeneratedIndex('/')).toBeUndefined();
    const version = m.source.getDocsVersion();
    const withoutHome = { ...version, docs: version.docs.filter((doc) => doc.path !== '/') };
    expect(m.source.getDocsHomeIndex(withoutHome)).toEqual({
      path: '/',
      label: m.siteConfig.title,
      description: m.siteConfig.description,
      items: version.sidebars.docs,
    });
  });
});

describe("a page's previous and next pages", () => {
  it('follow the sidebar, through the category pages, with none before the first', () => {
    expect(m.source.getPagination('/')).toEqual({ next: { label: 'Guide', path: '/category/guide' } });
    expect(m.source.getPagination('/category/guide')).toEqual({
      previous: { label: 'Home', path: '/' },
      next: { label: 'A', path: '/guide/a' },
    });
  });

  it('are the docs a page names instead, under their sidebar labels', () => {
    expect(m.source.getPagination('/guide/a')).toEqual({
      previous: { label: 'Guide', path: '/category/guide' },
      next: { label: 'See C', path: '/guide/c' },
    });
  });

  it('leave out the link a page sets to null', () => {
    expect(m.source.getPagination('/guide/b')).toEqual({ next: { label: 'See C', path: '/guide/c' } });
  });
});

describe("a page's breadcrumbs", () => {
  it('are the categories around it, then the page by its title', () => {
    expect(m.source.getBreadcrumbs('/guide/b', 'B')).toEqual([
      { label: 'Guide', path: '/category/guide' },
      { label: 'B' },
    ]);
    expect(m.source.getBreadcrumbs('/ops/deploy', 'Deploy')).toEqual([
      { label: 'Operations', path: '/ops' },
      { label: 'Deploy' },
    ]);
  });

  it("do not name a category's own page twice", () => {
    expect(m.source.getBreadcrumbs('/ops', 'Operations')).toEqual([{ label: 'Operations' }]);
  });
});

describe("a version's URL", () => {
  it('is the base URL, then the docs route, then the version path, without a trailing slash', () => {
    expect(m.source.versionUrl({ path: '/' }, '/', '/')).toBe('/');
    expect(m.source.versionUrl({ path: '/' }, '/docs/', '/')).toBe('/docs');
    expect(m.source.versionUrl({ path: 'next' }, '/docs/', 'guide')).toBe('/docs/guide/next');
  });

  it('outside the base URL stops the build, as it would be unreachable once deployed', () => {
    expect(() => m.source.assertVersionUrl('current', '/docs', '/docs/')).not.toThrow();
    expect(() => m.source.assertVersionUrl('current', '/guide', '/docs/')).toThrow(
      'Docs version "current" has the URL "/guide", which does not start with the site\'s baseUrl "/docs/". Set siteConfig.docs.routeBasePath (lib/site-config.ts) to a path under the base URL, or fix baseUrl in lib/site-deploy.mjs.',
    );
  });
});
