import lunr from 'lunr';

/**
 * The parts of lunr 2.3.9's public API that @types/lunr types wrongly or leaves out, typed as
 * lunr documents them (checked against node_modules/lunr/lunr.js). Nothing here reaches into
 * lunr's private state: the token-set statics build and intersect automata of terms, and the
 * query parser turns text into lunr.Query clauses with lunr's own error messages.
 */

export interface TokenSet {
  intersect(other: TokenSet): TokenSet;
  toArray(): string[];
}

interface TokenSetStatics {
  /** @param sortedWords must be sorted, or lunr throws. */
  fromArray(sortedWords: string[]): TokenSet;
  /** A term with `*` wildcards. */
  fromString(pattern: string): TokenSet;
  fromFuzzyString(term: string, editDistance: number): TokenSet;
}

/** @types/lunr declares these statics as instance methods. */
export const TokenSet = lunr.TokenSet as unknown as TokenSetStatics;

interface QueryParserClass {
  new (text: string, query: lunr.Query): { parse(): lunr.Query };
}

/** lunr.QueryParser, the class lunr.Index#search uses; @types/lunr omits it. */
export const QueryParser = (lunr as unknown as { QueryParser: QueryParserClass }).QueryParser;
