import lunr from 'lunr';

/**
 * Typed view of the parts of lunr 2.3.9 this code uses that @types/lunr leaves out or types
 * loosely (checked against node_modules/lunr/lunr.js): vectors, token sets, the inverted index,
 * lunr.idf and the query parser.
 */

export interface LunrVector {
  elements: number[];
  upsert(index: number, value: number, fn: (existing: number, value: number) => number): void;
  similarity(other: LunrVector): number;
  dot(other: LunrVector): number;
  magnitude(): number;
}

export interface LunrTokenSet {
  intersect(other: LunrTokenSet): LunrTokenSet;
  toArray(): string[];
}

/** One term of the inverted index: its vector index, then per field the documents holding it. */
export interface Posting {
  _index: number;
  [field: string]: Record<string, object> | number;
}

export interface LunrIndexData {
  invertedIndex: Record<string, Posting>;
  fieldVectors: Record<string, LunrVector>;
  tokenSet: LunrTokenSet;
  fields: string[];
  pipeline: lunr.Pipeline;
}

export type LunrIndex = lunr.Index & LunrIndexData;

interface LunrStatics {
  Vector: new (elements?: number[]) => LunrVector;
  TokenSet: {
    fromArray(sortedWords: string[]): LunrTokenSet;
    fromString(pattern: string): LunrTokenSet;
    fromFuzzyString(term: string, editDistance: number): LunrTokenSet;
  };
  idf(posting: Posting, documentCount: number): number;
  Index: new (attrs: LunrIndexData) => LunrIndex;
  QueryParser: new (text: string, query: lunr.Query) => { parse(): lunr.Query };
}

export const lunrInternals = lunr as unknown as LunrStatics;

/** Documents holding the term in one field. */
export function refsInField(posting: Posting, field: string): Record<string, object> {
  return posting[field] as Record<string, object>;
}
