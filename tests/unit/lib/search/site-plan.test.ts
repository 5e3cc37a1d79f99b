import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { categoryTrail } from '@/lib/content/sidebar';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import type { CompileInput } from '@/lib/mdx/compile-input';
import { pagePieceName, type PagePiece, type PostingsPiece, type SectionPiece } from '@/lib/search/index-format';
import type { BuiltSiteIndex } from '@/lib/search/build-index';
import { buildSiteSearch, indexedPagesOf, planSiteSearch } from '@/lib/search/site-plan';
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

async function build(root: string): Promise<BuiltSiteIndex[]> {
  const routes = routesFor(root);
  const sidebar = loadDocsVersion({ docsDir: path.join(root, 'docs'), showDrafts: false }).sidebars.docs;
  return buildSiteSearch({
    routes,
    contexts: searchContextsFrom(sidebar, routes),
    breadcrumbsOf: (r) => (r.kind === 'blog-post' ? ['Blog'] : categoryTrail(sidebar, r.path).map((c) => c.label)),
    compile: (input) =>
      compileMarkdownSource(input, { routesBySource: new Map(), contentRoot: root, onBrokenMarkdownLink: () => {} }),
  });
}

const indexOf = (indexes: BuiltSiteIndex[], id: string) => indexes.find((i) => i.indexId === id)!.index;

/** Per page of an index, its sections in order, each with its page, read from the page's one piece. */
function pagesOf(indexes: BuiltSiteIndex[], id: string): SectionPiece[][] {
  const { root, pieces } = indexOf(indexes, id);
  return root.pages.map(([hash, count]) => {
    const piece = JSON.parse(pieces.get(pagePieceName(id, hash))!) as PagePiece;
    expect(piece.sections).toHaveLength(count);
    return piece.sections.map((section) => ({ page: piece.page, section }));
  });
}

describe('the site search build', async () => {
  const indexes = await build(fixture);

  it('writes one file per context that has pages, and one for the rest', () => {
    expect(indexes.map((i) => i.indexId).sort()).toEqual(['blog', 'gadgets--gizmos', 'rest', 'widgets']);
    for (const index of indexes) expect(index.name).toMatch(new RegExp(`^${index.indexId}-[0-9a-f]{12}\\.json$`));
  });

  it('indexes docs and blog posts only: no standalone page, list page, category page or /search', () => {
    const urls = indexes
      .flatMap((index) => pagesOf(indexes, index.indexId).map((sections) => sections[0].page[1]))
      .sort();
    expect(urls).toEqual([
      '/',
      '/blog/why-widgets',
      '/gadgets/gadget-basics',
      '/widgets/build-a-widget',
      '/widgets/widget-colours',
    ]);
  });

  it('splits a page at h1-h3 with the anchors the page renders, keeping deeper headings in their section', () => {
    const [page] = pagesOf(indexes, 'widgets');
    expect(page.map(({ section }) => [section[0], section[1]])).toEqual([
      ['', ''],
      ['name-rules', 'Name rules'],
      ['allowed-characters', 'Allowed characters'],
      ['colours', 'Colours'],
    ]);
    expect(page[2].section[2]).toBe(
      'Letters, digits and underscores. A deeper note Fourth-level headings stay inside their section.',
    );
    expect(page[2].section[3]).toBe('Name rules');
    expect(page[0].page).toEqual([
      'Build a widget',
      '/widgets/build-a-widget',
      ['Widgets'],
      'Name a widget and give it a colour.',
    ]);
  });

  it('indexes a blog post, with its tags as keywords', () => {
    expect(pagesOf(indexes, 'blog').map((sections) => sections[0].page)).toEqual([
      ['Why we build widgets', '/blog/why-widgets', ['Blog'], 'The story behind the widget catalogue.'],
    ]);
    expect(indexOf(indexes, 'blog').root.terms).toEqual(expect.arrayContaining(['stori', 'catalogu']));
  });

  it('names every file before compiling a single page, so the navbar can link them cheaply', () => {
    const routes = routesFor(fixture);
    const sidebar = loadDocsVersion({ docsDir: path.join(fixture, 'docs'), showDrafts: false }).sidebars.docs;
    const planned = planSiteSearch({
      routes,
      contexts: searchContextsFrom(sidebar, routes),
      breadcrumbsOf: (r) => (r.kind === 'blog-post' ? ['Blog'] : categoryTrail(sidebar, r.path).map((c) => c.label)),
    });
    expect(Object.fromEntries(planned.map((p) => [p.indexId, p.name]))).toEqual(
      Object.fromEntries(indexes.map((i) => [i.indexId, i.name])),
    );
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
      const names = (list: BuiltSiteIndex[]) => Object.fromEntries(list.map((i) => [i.indexId, i.name]));
      const before = names(indexes);
      const after = names(changed);
      expect(after.widgets).not.toBe(before.widgets);
      expect({ ...after, widgets: '' }).toEqual({ ...before, widgets: '' });
      // Inside the changed index, only pieces holding the changed page are new: its own
      // section pieces, and postings pieces of terms it holds (their entries carry its lengths).
      const oldPieces = indexOf(indexes, 'widgets').pieces;
      const newPieces = indexOf(changed, 'widgets').pieces;
      const added = [...newPieces.keys()].filter((name) => !oldPieces.has(name));
      const changedPage = indexOf(changed, 'widgets').root.pages[1][0];
      const colourTerms = new Set(
        pagesOf(changed, 'widgets')[1].flatMap(({ section }) => section[2].toLowerCase().split(/\W+/)),
      );
      expect(added.length).toBeGreaterThan(0);
      for (const name of added) {
        if (name.includes(changedPage)) continue;
        const piece = JSON.parse(newPieces.get(name)!) as PostingsPiece;
        expect(
          Object.keys(piece.terms).some((term) => [...colourTerms].some((word) => word.startsWith(term))),
          name,
        ).toBe(true);
      }
      expect(
        [...newPieces.keys()].filter((name) => name.includes(indexOf(changed, 'widgets').root.pages[0][0])),
      ).toEqual([...oldPieces.keys()].filter((name) => name.includes(indexOf(indexes, 'widgets').root.pages[0][0])));
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  });
});

describe('the pages a plan indexes', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-site-plan-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const page = (name: string, text: string) => {
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const plan = (routes: Route[]) => planSiteSearch({ routes, contexts: [], breadcrumbsOf: () => ['Guide'] });

  it('leave out an unlisted doc, which is built but listed nowhere', () => {
    const source = page('a.md', '# A\n');
    const [rest] = plan([
      { path: '/a', kind: 'doc', title: 'A', source },
      { path: '/hidden', kind: 'doc', title: 'Hidden', source, unlisted: true },
    ]);
    expect(rest.pages.map((p) => p.route.path)).toEqual(['/a']);
  });

  it('stop the plan when a doc has no source file, saying what to set', () => {
    expect(() => plan([{ path: '/lost', kind: 'doc', title: 'Lost' }])).toThrow(
      'The doc route /lost has no source file, so search cannot index it: set `source` in its route table entry.',
    );
  });

  it('take the front matter’s description and keywords when the route has no description', async () => {
    const source = page(
      'b.mdx',
      '---\ntitle: B\ndescription: From the page.\nkeywords: [agents, 3]\ntags: [metadata]\n---\n\nText.\n',
    );
    const inputs: CompileInput[] = [];
    const [pages] = await Promise.all(
      plan([{ path: '/b', kind: 'blog-post', title: 'B', source }]).map((p) =>
        indexedPagesOf(p, async (input) => {
          inputs.push(input);
          return { sections: [{ id: '', depth: 0, heading: '', text: 'Text.' }] };
        }),
      ),
    );
    expect(pages).toEqual([
      {
        title: 'B',
        url: '/b',
        breadcrumbs: ['Guide'],
        description: 'From the page.',
        keywords: ['agents', 'metadata'],
        sections: [{ id: '', depth: 0, heading: '', text: 'Text.' }],
      },
    ]);
    expect(inputs).toEqual([{ sourcePath: source, body: '\nText.\n', bodyStartLine: 7, format: 'mdx' }]);
  });
});
