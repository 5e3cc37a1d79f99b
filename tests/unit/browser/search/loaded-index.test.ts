import { describe, expect, it } from 'vitest';
import { LoadedIndex } from '@/browser/search/loaded-index';
import { TokenSet } from '@/browser/search/lunr-extras';
import { buildIndex, type IndexedPage } from '@/lib/search/build-index';
import { INDEX_FORMAT_VERSION, type IndexRoot } from '@/lib/search/index-format';

const page = (url: string, title: string, texts: string[]): IndexedPage => ({
  title,
  url,
  breadcrumbs: ['Guide'],
  description: '',
  keywords: [],
  sections: texts.map((text, i) => ({
    id: i ? `part-${i}` : '',
    depth: i ? 2 : 0,
    heading: i ? `Part ${i}` : '',
    text,
  })),
});
const pages = [
  page('/agents', 'Agents', ['An agent answers.', 'Agents connect to data.']),
  page('/schemas', 'Schemas', ['A schema describes a table.']),
];

/** The index as the worker holds it, with every fetch recorded; `failing` names pieces whose first fetch fails. */
function held(maxPieceBytes?: number, failing = new Set<string>()) {
  const built = buildIndex('guide', pages, maxPieceBytes);
  const fetched: string[] = [];
  const index = new LoadedIndex(
    'guide',
    built.root,
    (name) => `/search-index/${name}`,
    async (url) => {
      fetched.push(url);
      const name = url.slice('/search-index/'.length);
      if (failing.delete(name)) throw new Error('Could not load the search index (503).');
      return JSON.parse(built.pieces.get(name)!) as unknown;
    },
  );
  return { index, fetched, built };
}

describe('an index root as the worker holds it', () => {
  it('is refused when it is of another format, asking for a reload', () => {
    const { built } = held();
    const old: IndexRoot = { ...built.root, version: INDEX_FORMAT_VERSION - 1 };
    expect(
      () =>
        new LoadedIndex(
          'guide',
          old,
          (n) => n,
          async () => ({}),
        ),
    ).toThrow(
      `Search index format ${INDEX_FORMAT_VERSION - 1} is not supported (expected ${INDEX_FORMAT_VERSION}); reload the page.`,
    );
  });

  it('knows its fields, its terms and in how many sections each field holds one, before any piece loads', () => {
    const { index, fetched } = held();
    expect(index.fields).toEqual(['title', 'heading', 'description', 'keywords', 'content']);
    expect([index.fieldIndex('content'), index.fieldIndex('body')]).toEqual([4, -1]);
    expect([index.hasTerm('agent'), index.hasTerm('agents')]).toEqual([true, false]);
    expect([
      index.documentFrequency(4, 'agent'),
      index.documentFrequency(0, 'agent'),
      index.documentFrequency(4, 'x'),
    ]).toEqual([2, 1, 0]);
    expect(index.sectionCount(0)).toBe(2);
    expect(fetched).toEqual([]);
  });

  it('finds every term a prefix begins, and the terms a typo is one edit from', () => {
    const { index } = held();
    expect(index.termsWithPrefix('a')).toEqual(['agent', 'answer']);
    expect(index.termsWithPrefix('sch')).toEqual(['schema']);
    expect(index.termsWithPrefix('agent')).toEqual(['agent']);
    expect(index.termsWithPrefix('zz')).toEqual([]);
    expect(index.termsMatching(TokenSet.fromFuzzyString('schena', 1))).toEqual(['schema']);
  });
});

describe('postings pieces', () => {
  it('are fetched once each, however many queries and terms need them', async () => {
    const { index, fetched } = held(40);
    const files = ['agent', 'schema', 'answer'].map((term) => index.postingsFile(4, term)!);
    expect(new Set(files).size).toBeGreaterThan(1);
    await Promise.all([index.loadPostings(files), index.loadPostings([files[0], files[0]])]);
    await index.loadPostings(files);
    expect(fetched.sort()).toEqual([...new Set(files)].map((f) => `/search-index/${f}`).sort());
  });

  it('give a term’s sections in a field once loaded, and none where the field lacks it', async () => {
    const { index } = held(40);
    await index.loadPostings([index.postingsFile(4, 'agent')!]);
    expect(index.postings(4, 'agent').map((p) => [p.page, p.section])).toEqual([
      [0, 0],
      [0, 1],
    ]);
    expect(index.postingsFile(1, 'agent')).toBeUndefined();
    expect(index.postings(1, 'agent')).toEqual([]);
  });

  it('are asked for by name when used before they were loaded', () => {
    const { index } = held(40);
    expect(() => index.postings(4, 'schema')).toThrow(
      `The search index piece ${index.postingsFile(4, 'schema')} was used before it was loaded.`,
    );
  });
});

describe("a hit's text", () => {
  it('comes from its page’s piece, fetched once for every section of the page', async () => {
    const { index, fetched } = held();
    const [first, second] = await Promise.all([index.section(0, 0), index.section(0, 1)]);
    expect(first).toEqual({ page: ['Agents', '/agents', ['Guide'], ''], section: ['', '', 'An agent answers.'] });
    expect(second.section).toEqual(['part-1', 'Part 1', 'Agents connect to data.']);
    expect(fetched).toHaveLength(1);
  });

  it('is fetched again on the next query when a fetch failed', async () => {
    const { built } = held();
    const pieceName = `guide-${built.root.pages[1][0]}.json`;
    const { index, fetched } = held(undefined, new Set([pieceName]));
    await expect(index.section(1, 0)).rejects.toThrow('Could not load the search index (503).');
    await expect(index.section(1, 0)).resolves.toMatchObject({ section: ['', '', 'A schema describes a table.'] });
    expect(fetched).toEqual([`/search-index/${pieceName}`, `/search-index/${pieceName}`]);
  });
});
