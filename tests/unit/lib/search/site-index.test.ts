import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { searchContextsFrom } from '@/lib/search/site-contexts';
import type { Route } from '@/lib/routes';

const fixture = path.join(process.cwd(), 'tests/fixtures/a-site-with-two-categories-and-a-blog-post');

/** The route table a site with this content would have, every kind included. */
function routesFor(root: string): Route[] {
  const version = loadDocsVersion({ docsDir: path.join(root, 'docs'), showDrafts: false });
  const rel = (file: string) => path.relative(process.cwd(), path.join(root, file));
  const route = (r: Route): Route => r;
  return [
    ...version.docs.map((doc) =>
      route({ path: doc.path, kind: 'doc', title: doc.title, description: doc.description, source: doc.displayPath }),
    ),
    route({ path: '/category/widgets', kind: 'category', title: 'Widgets' }),
    route({ path: '/markdown-page', kind: 'page', title: 'Glossary', source: rel('pages/markdown-page.md') }),
    route({ path: '/blog', kind: 'blog', title: 'Blog' }),
    route({
      path: '/blog/why-widgets',
      kind: 'blog-post',
      title: 'Why we build widgets',
      description: 'The story behind the widget catalogue.',
      source: rel('blog/2025-03-01-why-widgets.md'),
    }),
    route({ path: '/search', kind: 'search', title: 'Search' }),
  ];
}

describe('search contexts', () => {
  it('are the top-level docs categories by path, and the blog', () => {
    const routes = routesFor(fixture);
    const sidebar = loadDocsVersion({ docsDir: path.join(fixture, 'docs'), showDrafts: false }).sidebars.docs;
    expect(searchContextsFrom(sidebar, routes)).toEqual([
      { id: 'widgets', label: 'Widgets', paths: ['/category/widgets', '/widgets/'] },
      { id: 'gadgets--gizmos', label: 'Gadgets & Gizmos', paths: ['/category/gadgets--gizmos', '/gadgets/'] },
      { id: 'blog', label: 'Blog', paths: ['/blog', '/blog/'] },
    ]);
    expect(
      searchContextsFrom(
        sidebar,
        routes.filter((r) => !r.kind.startsWith('blog')),
      ).map((c) => c.id),
    ).toEqual(['widgets', 'gadgets--gizmos']);
  });

  it("name a category that links a doc by that doc's path, without a slash, so its index file sits beside the others", () => {
    const doc = (docId: string, label: string) => ({ type: 'doc' as const, docId, label, path: `/${docId}` });
    const guide = {
      type: 'category' as const,
      label: 'Guide',
      path: '/guide/intro',
      generatedIndex: false,
      description: '2 items',
      collapsed: true,
      items: [doc('guide/setup', 'Setup')],
    };
    const [context] = searchContextsFrom([guide], []);
    expect(context).toEqual({ id: 'guide-intro', label: 'Guide', paths: ['/guide/intro', '/guide/'] });
  });
});
