import { termsWithPrefix, type SearchIndex } from './load-index';
import { lunrInternals, refsInField } from './lunr-internals';
import type { Alternative, QueryClause } from './query';

export interface Match {
  ref: string;
  score: number;
  /** Index terms found in the document, for snippets and highlighting. */
  terms: Set<string>;
}

/** Per clause: the index terms it reaches, with the weight each gets. */
export type Expansions = Map<string, number>[];

export interface ExecuteOptions {
  /**
   * Score multiplier for a document whose title or heading alone holds every required word: a
   * reader who types a heading expects that section first, even where the words are common.
   */
  headingBonus?: number;
  /**
   * Length of the query vector per field over every index searched together (see
   * queryMagnitudes); by default this index's own, as lunr computes it.
   */
  magnitudes?: Map<string, number>;
}

/** Fields short enough that holding every word in them means the reader named this section. */
const NAMING_FIELDS = ['title', 'heading'];

/**
 * Runs parsed clauses against a lunr index, scoring the way lunr.Index.query scores (a query
 * vector per field, cosine-like similarity with the field vectors, summed over fields). It
 * exists because a reader's word needs alternatives that are required together ("the word, or
 * a word it begins") and lunr's clauses cannot express an OR inside a required term.
 */
export function executeQuery(
  index: SearchIndex,
  clauses: QueryClause[],
  expansions: Expansions = expandQuery(index, clauses),
  { headingBonus = 1, magnitudes }: ExecuteOptions = {},
): Match[] {
  if (clauses.length === 0) return [];
  const queryVectors = new Map(index.fields.map((field) => [field, new lunrInternals.Vector()]));
  const found = new Map<string, { fields: Set<string>; terms: Set<string>; byField: Map<string, Set<string>> }>();
  const prohibited = new Set<string>();
  let required = null as Set<string> | null;
  /** ref -> field -> indices of the required clauses that matched there. */
  const covered = new Map<string, Map<string, Set<number>>>();
  const requiredCount = clauses.filter((clause) => clause.presence === 'required').length;

  clauses.forEach((clause, clauseIndex) => {
    const docs = new Set<string>();
    for (const [term, weight] of expansions[clauseIndex]) {
      const posting = index.invertedIndex[term];
      for (const field of clause.fields) {
        const refs = Object.keys(refsInField(posting, field));
        for (const ref of refs) docs.add(ref);
        if (clause.presence === 'prohibited') continue;
        queryVectors.get(field)!.upsert(posting._index, clause.boost * weight, (a, b) => a + b);
        for (const ref of refs) {
          const entry = found.get(ref) ?? { fields: new Set(), terms: new Set(), byField: new Map() };
          entry.fields.add(field);
          entry.terms.add(term);
          entry.byField.set(field, (entry.byField.get(field) ?? new Set<string>()).add(term));
          found.set(ref, entry);
          if (clause.presence === 'required') addCoverage(covered, ref, field, clauseIndex);
        }
      }
    }
    if (clause.presence === 'prohibited') docs.forEach((ref) => prohibited.add(ref));
    if (clause.presence === 'required') required = intersect(required, docs);
  });

  // A query of prohibited terms only matches every other document, as in lunr.
  const negated = clauses.every((clause) => clause.presence === 'prohibited');
  const candidates = negated ? allRefs(index) : [...found.keys()];
  const matches: Match[] = [];
  for (const ref of candidates) {
    if (prohibited.has(ref) || (required && !required.has(ref))) continue;
    const entry = found.get(ref);
    let score = 0;
    for (const field of entry?.fields ?? []) {
      const query = queryVectors.get(field)!;
      const magnitude = magnitudes?.get(field) ?? query.magnitude();
      score += magnitude ? query.dot(index.fieldVectors[`${field}/${ref}`]) / magnitude : 0;
    }
    score *= 1 + (headingBonus - 1) * namingCoverage(index, ref, entry?.byField, covered.get(ref), requiredCount);
    matches.push({ ref, score, terms: entry?.terms ?? new Set() });
  }
  return matches.sort((a, b) => b.score - a.score || Number(a.ref) - Number(b.ref));
}

/** The index terms every clause reaches in one index. */
export function expandQuery(index: SearchIndex, clauses: QueryClause[]): Expansions {
  return clauses.map((clause) => expand(index, clause.alternatives));
}

/**
 * The query vector's length per field, as if the indexes searched together were one index: a
 * prefix such as "a" reaches different terms in each, and each index measuring only its own
 * would score the same document differently depending on its neighbours.
 */
export function queryMagnitudes(clauses: QueryClause[], expansionsPerIndex: Expansions[]): Map<string, number> {
  const weights = new Map<string, Map<string, number>>();
  clauses.forEach((clause, i) => {
    if (clause.presence === 'prohibited') return;
    const terms = new Map<string, number>();
    for (const expansions of expansionsPerIndex) for (const [term, weight] of expansions[i]) terms.set(term, weight);
    for (const field of clause.fields) {
      const byTerm = weights.get(field) ?? new Map<string, number>();
      for (const [term, weight] of terms) byTerm.set(term, (byTerm.get(term) ?? 0) + clause.boost * weight);
      weights.set(field, byTerm);
    }
  });
  return new Map([...weights].map(([field, byTerm]) => [field, Math.sqrt([...byTerm.values()].reduce((sum, w) => sum + w * w, 0))]));
}

/** Index terms each alternative reaches, with the best weight any alternative gives them. */
function expand(index: SearchIndex, alternatives: Alternative[]): Map<string, number> {
  const terms = new Map<string, number>();
  const add = (term: string, weight: number) => terms.set(term, Math.max(terms.get(term) ?? 0, weight));
  for (const alternative of alternatives) {
    if (alternative.kind === 'longest-prefix') {
      if (terms.size > 0) continue;
      const term = longestIndexedPrefix(index, alternative.word, alternative.minLength);
      if (term) add(term, alternative.weight);
      continue;
    }
    for (const term of termsMatching(index, alternative)) add(term, alternative.weight);
  }
  return terms;
}

/** lunr's matching, with the common cases (a word, a word's prefix) answered without the automaton. */
function termsMatching(index: SearchIndex, alternative: Exclude<Alternative, { kind: 'longest-prefix' }>): string[] {
  if (alternative.kind === 'pattern') {
    const star = alternative.pattern.indexOf('*');
    if (star === -1) return Object.prototype.hasOwnProperty.call(index.invertedIndex, alternative.pattern) ? [alternative.pattern] : [];
    if (star === alternative.pattern.length - 1) return termsWithPrefix(index.terms, alternative.pattern.slice(0, -1));
  }
  const pattern =
    alternative.kind === 'fuzzy'
      ? lunrInternals.TokenSet.fromFuzzyString(alternative.term, alternative.editDistance)
      : lunrInternals.TokenSet.fromString(alternative.pattern);
  return index.tokenSet.intersect(pattern).toArray();
}

function longestIndexedPrefix(index: SearchIndex, word: string, minLength: number): string | undefined {
  for (let length = word.length - 1; length >= minLength; length -= 1) {
    const candidate = word.slice(0, length);
    if (Object.prototype.hasOwnProperty.call(index.invertedIndex, candidate)) return candidate;
  }
  return undefined;
}

/**
 * How fully the query names the document: 0 unless a title or heading holds every required
 * word; then the share of that field's words the query matched ("What a data agent is" names
 * the heading of that name fully, and "Point: create the agent and connect the data" by 2 of 5).
 */
function namingCoverage(
  index: SearchIndex,
  ref: string,
  termsByField: Map<string, Set<string>> | undefined,
  coveredByField: Map<string, Set<number>> | undefined,
  requiredCount: number,
): number {
  if (requiredCount === 0) return 0;
  let best = 0;
  for (const field of NAMING_FIELDS) {
    if (coveredByField?.get(field)?.size !== requiredCount) continue;
    const fieldTerms = index.fieldVectors[`${field}/${ref}`].elements.length / 2;
    best = Math.max(best, Math.min(1, (termsByField?.get(field)?.size ?? 0) / fieldTerms));
  }
  return best;
}

function addCoverage(covered: Map<string, Map<string, Set<number>>>, ref: string, field: string, clauseIndex: number): void {
  const byField = covered.get(ref) ?? new Map<string, Set<number>>();
  byField.set(field, (byField.get(field) ?? new Set()).add(clauseIndex));
  covered.set(ref, byField);
}

function intersect(a: Set<string> | null, b: Set<string>): Set<string> {
  return a ? new Set([...a].filter((ref) => b.has(ref))) : b;
}

function allRefs(index: SearchIndex): string[] {
  const refs = new Set(Object.keys(index.fieldVectors).map((fieldRef) => fieldRef.slice(fieldRef.indexOf('/') + 1)));
  return [...refs];
}
