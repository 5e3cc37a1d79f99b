import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { indexDocuments, type IndexedPage } from '@/lib/search/build-index';
import { SEARCH_FIELDS } from '@/lib/search/fields';
import { INDEX_PIPELINE } from '@/lib/search/tokens';
import type { SearchResponse } from '@/lib/search/types';
import { memoryEngine } from '@/tests/helpers/memory-search-engine';
import { scaled, sitePages } from '@/tests/helpers/site-search-pages';

/** Plain words, phrases, words being typed, and every operator of the query syntax (+, -, field:, ~, ^, *, backslash). */
const QUERIES = [
  'agent',
  'schema',
  'metadata',
  'semantics',
  'data',
  'join',
  'grain',
  'nba',
  'yaml',
  'security',
  'create an agent',
  'connect a data source',
  'metadata generation',
  'star schema',
  'fetch values',
  'what a data agent is',
  'player stats',
  'subject area',
  'audit log',
  'the',
  'a',
  'ag',
  'age',
  'sche',
  'meta',
  'generat',
  'hierarch',
  'data sou',
  'x',
  'zzqxjv',
  '+agent',
  '+agent +schema',
  '+data -agent',
  '-agent',
  'agent -schema',
  '+metadata -generation -schema',
  'title:agent',
  'heading:joins',
  'description:agent',
  'keywords:yaml',
  'content:snowflake',
  '+title:agent -heading:agent',
  'schema~1',
  'grain~1',
  'agent~2',
  'metdata~1',
  'agent^10 schema',
  'schema^3 +join',
  'data^0.5',
  'sche*',
  '*ema',
  'met*data',
  'title:agen*',
  '+conn* -agent',
  'field\\:term',
  '\\-security',
  'grian',
  'secruity policy',
  'metadta generation',
];

/** What a reader sees of an answer: every hit in order, with its score, and the total. */
function summary(response: SearchResponse): string[] {
  if (response.status === 'error') return [`error: ${response.message}`];
  return [
    `${response.total} hits`,
    ...response.hits.map(
      (hit) =>
        `${hit.indexId} ${hit.document.url}${hit.document.hash} ${hit.score.toFixed(9)} ${hit.snippet.parts.map((p) => p.text).join('')}`,
    ),
  ];
}

describe.each([1, 10])('the split index at %ix content', async (times) => {
  const pages = scaled(await sitePages(), times);
  const ids = Object.keys(pages);
  // Whole: one postings piece per index, as if unsplit. Split: pieces far smaller than the build's.
  const whole = memoryEngine(pages, { maxPieceBytes: Infinity });
  const split = memoryEngine(pages, { maxPieceBytes: 600 });

  it('is really split: many pieces, and a query fetches a small share of them', async () => {
    const postings = (engine: typeof whole) =>
      [...engine.files.keys()].filter((name) => /-terms-[0-9a-f]{12}\.json$/.test(name));
    expect(postings(whole)).toHaveLength(ids.length);
    expect(postings(split).length).toBeGreaterThan(postings(whole).length * 10);
    split.fetched.length = 0;
    await split.search('metadata generation', { contexts: ids, limit: 8 });
    const fetchedPostings = split.fetched.filter((name) => postings(split).includes(name));
    expect(fetchedPostings.length).toBeLessThan(postings(split).length / 10);
  });

  it.each(QUERIES)('%s: the same hits in the same order, with the same scores, as the unsplit index', async (query) => {
    for (const contexts of [ids, [ids[0]], ids.slice(1)]) {
      expect(summary(await split.search(query, { contexts })), `${query} in ${contexts.join(',')}`).toEqual(
        summary(await whole.search(query, { contexts })),
      );
    }
  });

  it('pages through the hits with the same order as one long list', async () => {
    const all = summary(await whole.search('schema', { contexts: ids }));
    const pagesOfTen = await Promise.all(
      [0, 10, 20].map((offset) => split.search('schema', { contexts: ids, offset, limit: 10 })),
    );
    expect(pagesOfTen.flatMap((page) => summary(page).slice(1))).toEqual(all.slice(1, 31));
  });
});

/** Queries written wholly in lunr syntax mean what they mean to lunr: the engine must agree with lunr itself. */
const LUNR_QUERIES = [
  '+agent -security',
  '+title:security',
  '+regen*',
  '+connection~1',
  '+agent^3 +connect',
  '-agent',
  'sche*',
  '+title:nba',
  '+heading:yaml +content:key',
  '+semantic* -schema',
  'met*data',
  'schema~2',
  '+data^2 +metric*',
];

describe.each([1, 10])('lunr itself, over the same sections at %ix content', async (times) => {
  const pages = scaled(await sitePages(), times);
  const ids = Object.keys(pages).sort();
  const { search } = memoryEngine(pages, { maxPieceBytes: 600 });
  const reference = lunrIndexOf(ids.map((id) => [id, pages[id]]));

  it.each(LUNR_QUERIES)('%s: the same sections with the same scores', async (query) => {
    const ours = await search(query, { contexts: ids });
    if (ours.status === 'error') throw new Error(ours.message);
    const theirs = reference.index
      .search(query)
      .map((result) => `${reference.places[Number(result.ref)]} ${result.score.toFixed(6)}`);
    const mine = (await search(query, { contexts: ids, limit: ours.total })) as Extract<
      SearchResponse,
      { status: 'ok' }
    >;
    const ourList = mine.hits.map(
      (hit) => `${hit.indexId} ${hit.document.url}${hit.document.hash} ${hit.score.toFixed(6)}`,
    );
    expect(ourList.length).toBe(theirs.length);
    // Equal scores may come in either order: compare by score, then by name.
    const order = (list: string[]) =>
      [...list].sort((a, b) => Number(b.split(' ').pop()) - Number(a.split(' ').pop()) || a.localeCompare(b));
    expect(order(ourList), query).toEqual(order(theirs));
  });
});

/** One lunr index over every section of every context, built by lunr's own builder. */
function lunrIndexOf(contexts: [string, IndexedPage[]][]): { index: lunr.Index; places: string[] } {
  const places: string[] = [];
  const documents = contexts.flatMap(([id, pages]) => {
    const { documents: docs, places: where } = indexDocuments(pages);
    return docs.map((doc, i) => {
      const [page, section] = where[i];
      const hash = pages[page].sections[section].id;
      places.push(`${id} ${pages[page].url}${hash ? `#${hash}` : ''}`);
      return { ...doc, ref: String(places.length - 1) };
    });
  });
  const index = lunr(function () {
    this.pipeline.reset();
    this.pipeline.add(...INDEX_PIPELINE);
    this.ref('ref');
    for (const field of SEARCH_FIELDS) this.field(field.name, { boost: field.boost });
    for (const document of documents) this.add(document);
  });
  return { index, places };
}
