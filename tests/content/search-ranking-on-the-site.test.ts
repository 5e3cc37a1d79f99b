import { describe, expect, it } from 'vitest';
import { termOf } from '@/lib/search/tokens';
import { hitsOf, memoryEngine } from '@/tests/helpers/memory-search-engine';
import { sitePages } from '@/tests/helpers/site-search-pages';

const SUGGESTIONS = 8;

/** Queries a reader types, with the section they mean: the first suggestion must be it. */
const EXPECTED_FIRST: [query: string, first: string][] = [
  ['create an agent', '/agent/create-agent'],
  ['connect a data source', '/agent/data-source'],
  ['metadata generation', '/metadata/metadata_generation'],
  ['troubleshoot a wrong answer', '/agent/troubleshoot-answers'],
  ['schema layer reference', '/metadata/schema-layer'],
  ['semantics layer reference', '/metadata/semantics-layer'],
  ['synonyms', '/metadata/semantics-layer#synonyms'],
  ['synon', '/metadata/semantics-layer#synonyms'],
  ['fetch values', '/metadata/schema-layer#fetch-only-where-values-repeat'],
  ['star schema', '/data-modeling/data_transformation#why-a-star-schema'],
  ['joins', '/metadata/schema-layer#joins'],
  ['audit log', '/security#audit-log'],
  ['player stats', '/nba/semantics_for_nba#player-statistics'],
  ['yaml reference', '/metadata/yaml-reference'],
  ['security', '/security'],
  ['etl', '/data-modeling/etl_guidelines'],
  ['What a data agent is', '/#what-a-data-agent-is'],
  ['chat with an agent', '/agent/chat-with-agent'],
  ['share an answer', '/agent/chat-with-agent#share-an-answer'],
  ['test connection', '/agent/data-source#test-connection-errors-and-fixes'],
  ['name rules', '/agent/create-agent#name-rules'],
  ['data retention', '/security#data-retention'],
  ['metadta generation', '/metadata/metadata_generation'],
];

describe('ranking on this site', async () => {
  const pages = await sitePages();
  const { search } = memoryEngine(pages);
  const everywhere = Object.keys(pages);
  const suggestions = (query: string) => hitsOf(search(query, { contexts: everywhere, limit: SUGGESTIONS }));

  it.each(EXPECTED_FIRST)('%s -> %s', async (query, first) => {
    const [hit] = await suggestions(query);
    expect(`${hit.document.url}${hit.document.hash}`).toBe(first);
  });

  it('lets no typo match crowd exact matches out of the suggestions ("grain" never shows "Train" first)', async () => {
    const all = await hitsOf(search('grain', { contexts: everywhere }));
    const exact = all.filter((hit) => hit.terms.includes('grain'));
    expect(exact.length).toBeGreaterThanOrEqual(SUGGESTIONS);
    const shown = await suggestions('grain');
    expect(shown.map((hit) => hit.terms.includes('grain'))).toEqual(Array(SUGGESTIONS).fill(true));
  });

  it('puts exact and stemmed matches of every word before prefix matches, and those before typo matches', async () => {
    for (const query of ['schema', 'agent', 'generate', 'join', 'metric']) {
      const stem = termOf(query)!;
      const hits = await hitsOf(search(query, { contexts: everywhere }));
      // 0: holds the word's stem; 1: a word it begins (a prefix is not a typo); 2: anything else (a typo).
      const kind = (terms: string[]) =>
        terms.includes(stem) ? 0 : terms.some((term) => term.startsWith(query) || term.startsWith(stem)) ? 1 : 2;
      const kinds = hits.map((hit) => kind(hit.terms));
      expect(kinds, query).toEqual([...kinds].sort());
    }
  });

  it('offers typo matches only for words of five letters or more', async () => {
    expect((await hitsOf(search('jion ', { contexts: everywhere }))).length).toBe(0);
    expect((await hitsOf(search('jions ', { contexts: everywhere }))).length).toBeGreaterThan(0);
  });
});
