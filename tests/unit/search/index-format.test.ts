import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import { buildIndexFile, indexDocuments } from '@/lib/search/build-index';
import { executeQuery } from '@/lib/search/execute';
import { SEARCH_FIELDS, SEARCH_FIELD_NAMES } from '@/lib/search/fields';
import { decodePostings, encodePostings } from '@/lib/search/index-format';
import type { LunrIndex } from '@/lib/search/lunr-internals';
import { decodeIndexFile, scoreIndex, termsWithPrefix } from '@/lib/search/load-index';
import { lunrInternals } from '@/lib/search/lunr-internals';
import { parseQuery } from '@/lib/search/query';
import { INDEX_PIPELINE } from '@/lib/search/tokens';
import { pages } from './pages-about-agents-and-metadata';

/** The index lunr itself builds from the same documents, to compare against. */
function lunrsOwnIndex(): LunrIndex {
  const { documents } = indexDocuments(pages);
  return lunr(function () {
    this.pipeline.reset();
    this.pipeline.add(...INDEX_PIPELINE);
    this.ref('ref');
    for (const field of SEARCH_FIELDS) this.field(field.name, { boost: field.boost });
    for (const document of documents) this.add(document);
  }) as LunrIndex;
}

/** fieldRef -> term -> score, independent of the term numbering each index chose. */
function scoresByTerm(index: LunrIndex): Record<string, Record<string, number>> {
  const termOfIndex = new Map(Object.entries(index.invertedIndex).map(([term, posting]) => [posting._index, term]));
  const out: Record<string, Record<string, number>> = {};
  for (const [fieldRef, vector] of Object.entries(index.fieldVectors)) {
    const scores: Record<string, number> = {};
    for (let i = 0; i < vector.elements.length; i += 2) scores[termOfIndex.get(vector.elements[i])!] = vector.elements[i + 1];
    out[fieldRef] = scores;
  }
  return out;
}

describe('the index file', () => {
  const file = buildIndexFile(pages);
  const loaded = { index: scoreIndex(decodeIndexFile(file)) };
  const reference = lunrsOwnIndex();

  it('lists the five fields in SPEC order with their boosts', () => {
    expect(file.fields.map((f) => f.name)).toEqual(['title', 'heading', 'description', 'keywords', 'content']);
    expect(file.fields.map((f) => f.boost)).toEqual(SEARCH_FIELDS.map((f) => f.boost));
  });

  it('puts title, description and keywords on the first section of each page only', () => {
    const titleField = SEARCH_FIELD_NAMES.indexOf('title');
    const withTitle = file.postings.flatMap((fields, ref) => (fields[titleField].length > 0 ? [ref] : []));
    expect(withTitle.map((ref) => file.docs[ref][1])).toEqual(['', '', '']);
  });

  it('loads back into the index lunr builds from the same documents: same terms, postings and scores', () => {
    expect(Object.keys(loaded.index.invertedIndex).sort()).toEqual(Object.keys(reference.invertedIndex).sort());
    for (const [term, posting] of Object.entries(reference.invertedIndex)) {
      for (const field of SEARCH_FIELD_NAMES) {
        expect(Object.keys(loaded.index.invertedIndex[term][field] as object).sort()).toEqual(Object.keys(posting[field] as object).sort());
      }
    }
    expect(scoresByTerm(loaded.index)).toEqual(scoresByTerm(reference));
  });

  it('answers queries written wholly in lunr syntax exactly as lunr does', () => {
    for (const query of ['+agent -security', '+title:security', '+regen*', '+connection~1', '+agent^3 +connect', '-agent']) {
      const parsed = parseQuery(query, SEARCH_FIELD_NAMES);
      if (!parsed.ok) throw new Error(parsed.message);
      const ours = executeQuery(loaded.index, parsed.clauses).map((m) => [m.ref, m.score.toFixed(6)]);
      const theirs = reference.search(query).map((r) => [r.ref, r.score.toFixed(6)]);
      expect(ours.sort(), query).toEqual(theirs.sort());
    }
  });

  it('finds the terms of a prefix by binary search exactly as lunr token set does', () => {
    for (const prefix of ['', 'a', 're', 'regen', 'connect', 'zz', 'field:']) {
      const viaLunr = reference.tokenSet.intersect(lunrInternals.TokenSet.fromString(`${prefix}*`)).toArray().sort();
      expect(termsWithPrefix(file.terms, prefix), prefix).toEqual(viaLunr);
    }
  });

  it('is much smaller than lunr own serialisation of the same index', () => {
    const ours = JSON.stringify(file).length;
    const lunrs = JSON.stringify(reference).length + JSON.stringify(file.docs).length + JSON.stringify(file.pages).length;
    expect(ours).toBeLessThan(lunrs * 0.6);
  });
});

describe('postings', () => {
  it('encode term indices as gaps with frequencies above one as negative numbers, and decode back', () => {
    const pairs: [number, number][] = [[3, 1], [8, 2], [9, 1], [40, 7]];
    expect(encodePostings(pairs)).toEqual([3, 5, -2, 1, 31, -7]);
    expect(decodePostings(encodePostings(pairs))).toEqual(pairs);
    expect(decodePostings([])).toEqual([]);
  });
});
