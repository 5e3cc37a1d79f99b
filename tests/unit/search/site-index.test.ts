import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { categoryTrail } from '@/lib/content/sidebar';
import { compileMarkdown } from '@/lib/mdx/compile';
import type { IndexFile } from '@/lib/search/index-format';
import { buildSiteSearch, planSiteSearch, type BuiltIndex } from '@/lib/search/site-index';
import { searchContextsFrom } from '@/lib/search/site-contexts';
import type { Route } from '@/lib/routes';

const fixture = path.join(__dirname, '../../fixtures/a-site-with-two-categories-and-a-blog-post');

/** The route table a site with this content would have, every kind included. */
function routesFor(root: string): Route[] {
  const version = loadDocsVersion({ docsDir: path.join(root, 'docs'), showDrafts: false });
  const rel = (file: string) => path.relative(process.cwd(), path.join(root, file));
  const route = (r: Route): Route => r;
  return [
    ...version.docs.map((doc) => route({ path: doc.path, kind: 'doc', title: doc.title, description: doc.description, source: doc.displayPath })),
    route({ path: '/category/widgets', kind: 'category', title: 'Widgets' }),
    route({ path: '/markdown-page', kind: 'page', title: 'Glossary', source: rel('pages/markdown-page.md') }),
    route({ path: '/blog', kind: 'blog', title: 'Blog' }),
    route({ path: '/blog/why-widgets', kind: 'blog-post', title: 'Why we build widgets', description: 'The story behind the widget catalogue.', source: rel('blog/2025-03-01-why-widgets.md') }),
    route({ path: '/search', kind: 'search', title: 'Search' }),
  ];
}

async function build(root: string): Promise<BuiltIndex[]> {
  const routes = routesFor(root);
  const sidebar = loadDocsVersion({ docsDir: path.join(root, 'docs'), showDrafts: false }).sidebars.docs;
  return buildSiteSearch({
    routes,
    contexts: searchContextsFrom(sidebar, routes),
    breadcrumbsOf: (r) => (r.kind === 'blog-post' ? ['Blog'] : categoryTrail(sidebar, r.path).map((c) => c.label)),
    compile: (input) => compileMarkdown(input, { routesBySource: new Map(), contentRoot: root, onBrokenMarkdownLink: () => {} }),
  });
}

const fileOf = (indexes: BuiltIndex[], id: string) => JSON.parse(indexes.find((i) => i.indexId === id)!.json) as IndexFile;

describe('the site search build', async () => {
  const indexes = await build(fixture);

  it('writes one file per context that has pages, and one for the rest', () => {
    expect(indexes.map((i) => i.indexId).sort()).toEqual(['blog', 'gadgets--gizmos', 'rest', 'widgets']);
    for (const index of indexes) expect(index.name).toMatch(new RegExp(`^${index.indexId}-[0-9a-f]{12}\\.json$`));
  });

  it('indexes docs and blog posts only: no standalone page, list page, category page or /search', () => {
    const urls = indexes.flatMap((index) => fileOf(indexes, index.indexId).pages.map((p) => p[1])).sort();
    expect(urls).toEqual(['/', '/blog/why-widgets', '/gadgets/gadget-basics', '/widgets/build-a-widget', '/widgets/widget-colours']);
  });

  it('splits a page at h1-h3 with the anchors the page renders, keeping deeper headings in their section', () => {
    const widgets = fileOf(indexes, 'widgets');
    const docs = widgets.docs.filter((d) => d[0] === 0);
    expect(docs.map((d) => [d[1], d[2]])).toEqual([
      ['', ''],
      ['name-rules', 'Name rules'],
      ['allowed-characters', 'Allowed characters'],
      ['colours', 'Colours'],
    ]);
    expect(docs[2][3]).toBe('Letters, digits and underscores. A deeper note Fourth-level headings stay inside their section.');
    expect(docs[2][4]).toBe('Name rules');
    expect(widgets.pages[0]).toEqual(['Build a widget', '/widgets/build-a-widget', ['Widgets'], 'Name a widget and give it a colour.']);
  });

  it('indexes a blog post, with its tags as keywords', () => {
    const blog = fileOf(indexes, 'blog');
    expect(blog.pages).toEqual([['Why we build widgets', '/blog/why-widgets', ['Blog'], 'The story behind the widget catalogue.']]);
    expect(blog.terms).toEqual(expect.arrayContaining(['stori', 'catalogu']));
  });

  it('names every file before compiling a single page, so the navbar can link them cheaply', () => {
    const routes = routesFor(fixture);
    const sidebar = loadDocsVersion({ docsDir: path.join(fixture, 'docs'), showDrafts: false }).sidebars.docs;
    const planned = planSiteSearch({ routes, contexts: searchContextsFrom(sidebar, routes), breadcrumbsOf: (r) => (r.kind === 'blog-post' ? ['Blog'] : categoryTrail(sidebar, r.path).map((c) => c.label)) });
    expect(Object.fromEntries(planned.map((p) => [p.indexId, p.name]))).toEqual(Object.fromEntries(indexes.map((i) => [i.indexId, i.name])));
  });

  it('gives the same file names when built again from the same content', async () => {
    const again = await build(fixture);
    expect(again.map((i) => i.name)).toEqual(indexes.map((i) => i.name));
  });

  it('gives a new name to the file whose pages changed, and keeps the others', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'search-fixture-'));
    try {
      fs.cpSync(fixture, copy, { recursive: true });
      const page = path.join(copy, 'docs/widgets/widget-colours.md');
      fs.writeFileSync(page, fs.readFileSync(page, 'utf8').replace('three colours', 'four colours, with plum'));
      const changed = await build(copy);
      const names = (list: BuiltIndex[]) => Object.fromEntries(list.map((i) => [i.indexId, i.name]));
      const before = names(indexes);
      const after = names(changed);
      expect(after.widgets).not.toBe(before.widgets);
      expect({ ...after, widgets: '' }).toEqual({ ...before, widgets: '' });
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('search contexts', () => {
  it('are the top-level docs categories by path, and the blog', () => {
    const routes = routesFor(fixture);
    const sidebar = loadDocsVersion({ docsDir: path.join(fixture, 'docs'), showDrafts: false }).sidebars.docs;
    expect(searchContextsFrom(sidebar, routes)).toEqual([
      { id: 'widgets', label: 'Widgets', paths: ['/category/widgets', '/widgets/'] },
      { id: 'gadgets--gizmos', label: 'Gadgets & Gizmos', paths: ['/category/gadgets--gizmos', '/gadgets/'] },
      { id: 'blog', label: 'Blog', paths: ['/blog', '/blog/'] },
    ]);
    expect(searchContextsFrom(sidebar, routes.filter((r) => !r.kind.startsWith('blog'))).map((c) => c.id)).toEqual(['widgets', 'gadgets--gizmos']);
  });
});
