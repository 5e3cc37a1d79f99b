import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import {
  corpusStats,
  executeQuery,
  expandQuery,
  pageOf,
  piecesNeeded,
  queryMagnitudes,
  sectionOf,
  type Match,
} from '@/browser/search/execute';
import { LoadedIndex } from '@/browser/search/loaded-index';
import { parseQuery } from '@/browser/search/query';
import { buildIndex, indexDocuments, type IndexedPage } from '@/lib/search/build-index';
import { SEARCH_FIELD_NAMES, SEARCH_FIELDS } from '@/lib/search/fields';
import { INDEX_PIPELINE } from '@/lib/search/tokens';

const page = (url: string, title: string, sections: [heading: string, text: string][]): IndexedPage => ({
  title,
  url,
  breadcrumbs: [],
  description: '',
  keywords: [],
  sections: sections.map(([heading, text], i) => ({
    id: heading.toLowerCase().replace(/\s+/g, '-'),
    depth: i === 0 ? 0 : 2,
    heading,
    text,
  })),
});

const agents = page('/agents', 'Agents', [
  ['', 'An agent answers questions about your data.'],
  ['Create an agent', 'Give the agent a name and connect a data source.'],
  ['Agent memory', 'The agent keeps notes between questions.'],
]);
const schemas = page('/schemas', 'Schemas', [
  ['', 'A schema file describes one table.'],
  ['Joins', 'Declare joins in the schema of the table that holds the foreign key.'],
]);
const glossary = page('/glossary', 'Glossary', [['', 'Words used across the docs: agent, schema, metric.']]);

/** Indexes loaded as the worker loads them, their pieces read from memory. */
function loaded(indexes: Record<string, IndexedPage[]>, maxPieceBytes?: number): LoadedIndex[] {
  return Object.entries(indexes).map(([id, pages]) => {
    const built = buildIndex(id, pages, maxPieceBytes);
    return new LoadedIndex(
      id,
      built.root,
      (name) => name,
      async (name) => JSON.parse(built.pieces.get(name)!),
    );
  });
}

/** A query run over indexes searched together, as the engine runs it; each match named `url#section`. */
async function run(indexes: LoadedIndex[], pages: Record<string, IndexedPage[]>, text: string, headingBonus = 1) {
  const parsed = parseQuery(text, SEARCH_FIELD_NAMES);
  if (!parsed.ok) throw new Error(parsed.message);
  const expansions = indexes.map((index) => expandQuery(index, parsed.clauses));
  await Promise.all(indexes.map((index, i) => index.loadPostings(piecesNeeded(index, expansions[i]))));
  const options = {
    headingBonus,
    magnitudes: queryMagnitudes(parsed.clauses, expansions, SEARCH_FIELDS.length),
    stats: corpusStats(indexes),
  };
  return indexes.flatMap((index, i) =>
    executeQuery(index, parsed.clauses, expansions[i], options).map((match: Match) => {
      const found = pages[index.id][pageOf(match.ref)];
      return { at: `${found.url}#${found.sections[sectionOf(match.ref)].id}`, ...match };
    }),
  );
}

const one = { all: [agents, schemas, glossary] };
const at = (matches: { at: string }[]) => matches.map((m) => m.at).sort();

describe('which sections a query matches', () => {
  it('needs every required word in the section', async () => {
    expect(at(await run(loaded(one), one, 'agent data '))).toEqual(['/agents#', '/agents#create-an-agent']);
  });

  it('leaves out a section holding a prohibited word', async () => {
    expect(at(await run(loaded(one), one, '+agent -data'))).toEqual(['/agents#agent-memory', '/glossary#']);
  });

  it('matches every other section for a query of prohibited words only, as lunr does', async () => {
    expect(at(await run(loaded(one), one, '-agent'))).toEqual(['/schemas#', '/schemas#joins']);
  });

  it('names the index terms each section matched, for snippets and highlighting', async () => {
    const [memory] = (await run(loaded(one), one, 'agent notes ')).filter((m) => m.at === '/agents#agent-memory');
    expect([...memory.terms].sort()).toEqual(['agent', 'note']);
  });
});

describe('how well a section matches', () => {
  it('is tiered by the worst word: exact, then a word it begins, then a typo', async () => {
    const tier = async (text: string) =>
      (await run(loaded(one), one, text)).find((m) => m.at === '/schemas#joins')?.tier;
    expect(await tier('joins ')).toBe(0);
    expect(await tier('joins fore')).toBe(1);
    expect(await tier('joins foriegn ')).toBe(2);
  });

  it('finds, for a word being typed that no term begins, the longest term the word begins with', async () => {
    const matches = await run(loaded(one), one, 'joinsxyz');
    expect(matches.map((m) => [m.at, m.tier, [...m.terms]])).toEqual([['/schemas#joins', 1, ['join']]]);
  });

  it('looks for no shorter term once a term begins with the word being typed', async () => {
    const notes = { all: [page('/notes', 'Notes', [['', 'We met to plan the metadata.']])] };
    const matches = await run(loaded(notes), notes, 'meta');
    expect(matches.map((m) => [...m.terms])).toEqual([['metadata']]);
  });

  it('gains the heading bonus where a heading is the words typed', async () => {
    const score = async (bonus: number) =>
      (await run(loaded(one), one, 'agent memory ', bonus)).find((m) => m.at === '/agents#agent-memory')!.score;
    expect(await score(3)).toBeCloseTo((await score(1)) * 3, 6);
  });

  it('in lunr’s syntax scores every section as lunr scores one index of all of them, however they are split', async () => {
    const builder = lunr(function () {
      this.pipeline.reset();
      this.pipeline.add(...INDEX_PIPELINE);
      this.ref('ref');
      for (const field of SEARCH_FIELDS) this.field(field.name, { boost: field.boost });
      const { documents, places } = indexDocuments(one.all);
      documents.forEach((document, i) => {
        const [p, s] = places[i];
        this.add({ ...document, ref: `${one.all[p].url}#${one.all[p].sections[s].id}` });
      });
    });
    const split = { first: [agents, schemas], second: [glossary] };
    for (const query of [
      '+agent +data',
      '+schema -joins',
      '+title:agents',
      '+agent^4 +data',
      '+qeustions~1',
      'sche*',
      'me*',
      '-agent',
    ]) {
      const theirs = builder.search(query);
      const ours = await run(loaded(split, 80), split, query);
      const scores = (list: { at: string; score: number }[]) =>
        Object.fromEntries(list.map((m) => [m.at, m.score.toFixed(6)]));
      expect(scores(ours), query).toEqual(scores(theirs.map((r) => ({ at: r.ref, score: r.score }))));
    }
  });
});

describe('a match’s place in the index', () => {
  it('gives back the page and section it was made from', () => {
    const ref = 3 * 65536 + 17;
    expect([pageOf(ref), sectionOf(ref)]).toEqual([3, 17]);
  });
});
