import { describe, expect, it } from 'vitest';
import type { CategoryFile } from '@/lib/content/category-files';
import { buildSidebar, categoryLinkProblems, linkedDoc, type SidebarDoc } from '@/lib/content/docs-sidebar';
import type { CategoryMeta } from '@/lib/content/schemas';

/** A doc by its id, as the loader gives it: file under the id, label from the last part. */
function doc(id: string, fields: Partial<SidebarDoc> = {}): SidebarDoc {
  const name = id.split('/').at(-1)!;
  return {
    id,
    path: `/${id}`,
    sidebarLabel: name,
    sidebarPosition: undefined,
    description: `About ${name}.`,
    sourcePath: `/site/docs/${id}.md`,
    ...fields,
  };
}

/** Category files by folder, each written on one line per field. */
function categories(files: Record<string, CategoryMeta>): Map<string, CategoryFile> {
  return new Map(
    Object.entries(files).map(([folder, meta]) => [
      folder,
      { meta, display: `content/docs/${folder}/_category_.yml`, lineOf: (field) => 2 + field.length },
    ]),
  );
}

/** A sidebar as `label path`, a category's items indented under it. */
function outline(items: ReturnType<typeof buildSidebar>, depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}${item.label} ${item.path}`,
    ...(item.type === 'category' ? outline(item.items, depth + 1) : []),
  ]);
}

describe('the order of a sidebar', () => {
  it('is by position, then by name in number order, the docs without a position last', () => {
    const docs = [
      doc('page-10'),
      doc('page-2'),
      doc('last', { sidebarPosition: 9 }),
      doc('first', { sidebarPosition: 1 }),
    ];
    expect(outline(buildSidebar(docs, new Map()))).toEqual([
      'first /first',
      'last /last',
      'page-2 /page-2',
      'page-10 /page-10',
    ]);
  });

  it("places a folder by its number prefix, which its label leaves out, or by its category file's position", () => {
    const docs = [doc('intro', { sidebarPosition: 2 }), doc('03-setup/install'), doc('ops/deploy')];
    expect(outline(buildSidebar(docs, categories({ ops: { position: 1 } })))).toEqual([
      'ops /category/ops',
      '  deploy /ops/deploy',
      'intro /intro',
      'setup /category/setup',
      '  install /03-setup/install',
    ]);
  });
});

describe('a folder of docs', () => {
  it('is a category with a generated index, collapsed, described by its number of items', () => {
    const [agents] = buildSidebar([doc('agents/sql'), doc('agents/tools/search')], new Map());
    expect(agents).toMatchObject({
      type: 'category',
      label: 'agents',
      path: '/category/agents',
      generatedIndex: true,
      description: '2 items',
      collapsed: true,
    });
    expect(outline([agents])).toEqual([
      'agents /category/agents',
      '  sql /agents/sql',
      '  tools /category/tools',
      '    search /agents/tools/search',
    ]);
    const [one] = buildSidebar([doc('solo/only')], new Map());
    expect(one).toMatchObject({ description: '1 item' });
  });

  it('links its index doc, which is then not listed in it again, and takes its label, position and class', () => {
    const docs = [
      doc('guide/index', { sidebarLabel: 'The guide', sidebarPosition: 1, sidebarClassName: 'guide', path: '/guide' }),
      doc('guide/setup'),
      doc('about', { sidebarPosition: 2 }),
    ];
    const [guide] = buildSidebar(docs, new Map());
    expect(guide).toMatchObject({
      type: 'category',
      label: 'The guide',
      path: '/guide',
      generatedIndex: false,
      className: 'guide',
      description: 'About index.',
    });
    expect(outline([guide])).toEqual(['The guide /guide', '  setup /guide/setup']);
  });

  it('holding only its index doc is a link to that doc, as Docusaurus draws it', () => {
    expect(buildSidebar([doc('faq/README', { path: '/faq' })], new Map())).toEqual([
      { type: 'doc', docId: 'faq/README', label: 'README', path: '/faq' },
    ]);
  });

  it('takes label, description, class and open state from its category file, over its index doc', () => {
    const docs = [doc('ops/ops', { sidebarLabel: 'Ops doc' }), doc('ops/deploy')];
    const [ops] = buildSidebar(
      docs,
      categories({ ops: { label: 'Operations', description: 'Run it.', className: 'ops', collapsed: false } }),
    );
    expect(ops).toMatchObject({
      label: 'Operations',
      path: '/ops/ops',
      description: 'Run it.',
      className: 'ops',
      collapsed: false,
    });
  });

  it('is open when it cannot be collapsed, whatever collapsed says', () => {
    const [open] = buildSidebar([doc('a/b')], categories({ a: { collapsible: false, collapsed: true } }));
    expect(open).toMatchObject({ collapsed: false });
  });

  it('gets its generated index at link.slug, titled and described by the link, listing its index doc', () => {
    const link = {
      type: 'generated-index' as const,
      slug: 'reference/',
      title: 'All the keys',
      description: 'Every key.',
    };
    const [keys] = buildSidebar([doc('keys/index'), doc('keys/table')], categories({ keys: { label: 'Keys', link } }));
    expect(keys).toMatchObject({
      path: '/reference',
      generatedIndex: true,
      title: 'All the keys',
      description: 'Every key.',
    });
    expect(outline([keys])).toEqual(['Keys /reference', '  index /keys/index', '  table /keys/table']);
  });

  it('with link: null gets a generated index, its index doc listed like any other', () => {
    const [keys] = buildSidebar([doc('keys/index'), doc('keys/table')], categories({ keys: { link: null } }));
    expect(keys).toMatchObject({ path: '/category/keys', generatedIndex: true });
    expect(outline([keys])).toHaveLength(3);
  });

  it("gives a doc's own class to its item", () => {
    expect(buildSidebar([doc('new', { sidebarClassName: 'badge-new' })], new Map())).toEqual([
      { type: 'doc', docId: 'new', label: 'new', path: '/new', className: 'badge-new' },
    ]);
  });
});

describe('the doc a category links', () => {
  const docs = [doc('guide/overview'), doc('guide/Guide'), doc('shared/intro')];

  it('is found by its id in the folder first, then by its whole id', () => {
    expect(linkedDoc('guide', { link: { type: 'doc', id: 'overview' } }, docs)?.id).toBe('guide/overview');
    expect(linkedDoc('guide', { link: { type: 'doc', id: 'shared/intro' } }, docs)?.id).toBe('shared/intro');
    expect(linkedDoc('guide', { link: { type: 'doc', id: 'missing' } }, docs)).toBeUndefined();
  });

  it('without a link, is the doc named index, README or as the folder is, in any case', () => {
    expect(linkedDoc('guide', {}, docs)?.id).toBe('guide/Guide');
    expect(linkedDoc('shared', {}, docs)).toBeUndefined();
  });

  it('is none for a generated-index link or link: null', () => {
    expect(linkedDoc('guide', { link: { type: 'generated-index' } }, docs)).toBeUndefined();
    expect(linkedDoc('guide', { link: null }, docs)).toBeUndefined();
  });
});

describe('a category link that names no doc', () => {
  it('is reported at its file and line, with the ids of the docs in that folder', () => {
    const files = categories({
      guide: { link: { type: 'doc', id: 'overveiw' } },
      empty: { link: { type: 'doc', id: 'x' } },
    });
    expect(categoryLinkProblems(files, [doc('guide/overview'), doc('guide/setup'), doc('empty/sub/page')])).toEqual([
      {
        file: 'content/docs/guide/_category_.yml',
        line: 4,
        message:
          '"link.id" names the doc "overveiw", which does not exist: write the id of a doc in this folder (here: overview, setup), or a whole doc id',
      },
      {
        file: 'content/docs/empty/_category_.yml',
        line: 4,
        message:
          '"link.id" names the doc "x", which does not exist: write the id of a doc in this folder, or a whole doc id',
      },
    ]);
  });

  it('is not reported when the link finds its doc', () => {
    expect(
      categoryLinkProblems(categories({ guide: { link: { type: 'doc', id: 'setup' } } }), [doc('guide/setup')]),
    ).toEqual([]);
  });
});
