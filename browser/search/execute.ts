import { NAMING_FIELDS } from '../../lib/search/index-format';
import type { LoadedIndex } from './loaded-index';
import { TokenSet } from './lunr-extras';
import type { Alternative, QueryClause, Tier } from './query';

/**
 * Runs parsed clauses over loaded indexes, scoring exactly as lunr.Index#query scores one lunr
 * index built from every section searched (BM25 field vectors as lunr's builder computes them,
 * a query vector per field, their dot product over the query vector's length, summed over
 * fields). It exists because a reader's word needs alternatives that are required together
 * ("the word, or a word it begins") and lunr's clauses cannot express an OR inside a required
 * term, and because the indexes come in pieces lunr cannot load.
 */

/** A term a clause reaches in one field, with the weight and tier of its best alternative. */
export interface ClauseTerm {
  term: string;
  field: number;
  weight: number;
  tier: Tier;
}

/** Per clause, the terms it reaches in one index. */
export type Expansion = ClauseTerm[][];

export interface Match {
  /** Page and section in the index: `page * 65536 + section`, which sorts in index order. */
  ref: number;
  score: number;
  /** The worst tier any required word needed: 0 exact or stemmed, 1 a prefix, 2 a typo. */
  tier: Tier;
  /** Index terms found in the section, for snippets and highlighting. */
  terms: Set<string>;
}

export interface ExecuteOptions {
  /** Score multiplier for a section whose title or heading alone holds every required word. */
  headingBonus: number;
  /** The query vector's length per field over every index searched together (see queryMagnitudes). */
  magnitudes: number[];
  stats: CorpusStats;
}

/** What BM25 needs to know about every index searched together, taken as one corpus. */
export interface CorpusStats {
  documentCount: number;
  averageFieldLength: number[];
  /** lunr's idf: sections holding the term, counted once per field. */
  idf(term: string): number;
}

/** lunr.Builder's BM25 constants. */
const K1 = 1.2;
const B = 0.75;
const SECTION_BITS = 65536;

export function corpusStats(indexes: LoadedIndex[]): CorpusStats {
  const documentCount = indexes.reduce((sum, index) => sum + index.root.docCount, 0);
  const fieldCount = Math.max(0, ...indexes.map((index) => index.root.fields.length));
  const averageFieldLength = Array.from(
    { length: fieldCount },
    (_, f) => indexes.reduce((sum, index) => sum + (index.root.fieldLengths[f] ?? 0), 0) / documentCount,
  );
  const cache = new Map<string, number>();
  const idf = (term: string) => {
    let value = cache.get(term);
    if (value === undefined) {
      let df = 0;
      for (const index of indexes)
        for (let f = 0; f < index.root.fields.length; f += 1) df += index.documentFrequency(f, term);
      value = Math.log(1 + Math.abs((documentCount - df + 0.5) / (df + 0.5)));
      cache.set(term, value);
    }
    return value;
  };
  return { documentCount, averageFieldLength, idf };
}

/** The terms every clause reaches in one index, per field. */
export function expandQuery(index: LoadedIndex, clauses: QueryClause[]): Expansion {
  return clauses.map((clause) => {
    const clauseFields = clause.fields.map((name) => index.fieldIndex(name)).filter((f) => f >= 0);
    const reached = new Map<string, ClauseTerm>();
    let any = false;
    for (const alternative of clause.alternatives) {
      const terms =
        alternative.kind === 'longest-prefix'
          ? any
            ? []
            : longestIndexedPrefix(index, alternative)
          : termsOf(index, alternative);
      const fields = alternative.fields
        ? clauseFields.filter((f) => alternative.fields!.has(index.fields[f]))
        : clauseFields;
      for (const term of terms) {
        any = true;
        for (const field of fields) {
          const key = `${field} ${term}`;
          const known = reached.get(key);
          reached.set(key, {
            term,
            field,
            weight: Math.max(known?.weight ?? 0, alternative.weight),
            tier: Math.min(known?.tier ?? alternative.tier, alternative.tier) as Tier,
          });
        }
      }
    }
    return [...reached.values()];
  });
}

/** The postings pieces a query needs from one index. */
export function piecesNeeded(index: LoadedIndex, expansion: Expansion): Set<string> {
  const files = new Set<string>();
  for (const clause of expansion)
    for (const { term, field } of clause) {
      const file = index.postingsFile(field, term);
      if (file) files.add(file);
    }
  return files;
}

/**
 * The query vector's length per field, as if the indexes searched together were one index: a
 * prefix such as "a" reaches different terms in each, and each index measuring only its own
 * would score the same section differently depending on its neighbours.
 */
export function queryMagnitudes(clauses: QueryClause[], expansions: Expansion[], fieldCount: number): number[] {
  const weights = Array.from({ length: fieldCount }, () => new Map<string, number>());
  clauses.forEach((clause, i) => {
    if (clause.presence === 'prohibited') return;
    const reached = new Map<string, ClauseTerm>();
    for (const expansion of expansions)
      for (const entry of expansion[i]) reached.set(`${entry.field} ${entry.term}`, entry);
    for (const { term, field, weight } of reached.values())
      weights[field].set(term, (weights[field].get(term) ?? 0) + clause.boost * weight);
  });
  return weights.map((byTerm) => Math.sqrt([...byTerm.values()].reduce((sum, w) => sum + w * w, 0)));
}

interface Found {
  /** Per field, the dot product of the query vector and the section's field vector. */
  dot: number[];
  terms: Set<string>;
  /** Per required clause, the best tier it matched with. */
  tiers: Map<number, Tier>;
  /** Per naming field: the required clauses matched there, the query terms found there, and its distinct terms. */
  naming: Map<number, { clauses: Set<number>; terms: Set<string>; distinct: number }>;
}

export function executeQuery(
  index: LoadedIndex,
  clauses: QueryClause[],
  expansion: Expansion,
  { headingBonus, magnitudes, stats }: ExecuteOptions,
): Match[] {
  if (clauses.length === 0) return [];
  const fieldCount = index.root.fields.length;
  const boosts = index.root.fields.map((field) => field.boost);
  const found = new Map<number, Found>();
  const entry = (ref: number) => {
    let known = found.get(ref);
    if (!known) {
      known = { dot: new Array<number>(fieldCount).fill(0), terms: new Set(), tiers: new Map(), naming: new Map() };
      found.set(ref, known);
    }
    return known;
  };

  // The query vector per field: lunr adds a clause's boost for each term it reaches, once per clause.
  const queryVector = Array.from({ length: fieldCount }, () => new Map<string, number>());
  clauses.forEach((clause, i) => {
    if (clause.presence === 'prohibited') return;
    for (const { term, field, weight } of expansion[i])
      queryVector[field].set(term, (queryVector[field].get(term) ?? 0) + clause.boost * weight);
  });
  queryVector.forEach((terms, field) => {
    for (const [term, queryWeight] of terms) {
      const idf = stats.idf(term);
      for (const posting of index.postings(field, term)) {
        const tf = posting.frequency;
        const bm25 =
          ((idf * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (posting.length / stats.averageFieldLength[field])) + tf)) *
          boosts[field];
        entry(posting.page * SECTION_BITS + posting.section).dot[field] +=
          queryWeight * (Math.round(bm25 * 1000) / 1000);
      }
    }
  });

  const prohibited = new Set<number>();
  let required: Set<number> | null = null;
  const requiredClauses = clauses.flatMap((clause, i) => (clause.presence === 'required' ? [i] : []));
  clauses.forEach((clause, i) => {
    const docs = new Set<number>();
    for (const { term, field, tier } of expansion[i]) {
      const naming = NAMING_FIELDS.has(index.fields[field]);
      for (const posting of index.postings(field, term)) {
        const ref = posting.page * SECTION_BITS + posting.section;
        docs.add(ref);
        if (clause.presence === 'prohibited') continue;
        const known = entry(ref);
        known.terms.add(term);
        if (clause.presence === 'required') known.tiers.set(i, Math.min(known.tiers.get(i) ?? tier, tier) as Tier);
        if (naming) {
          const named = known.naming.get(field) ?? {
            clauses: new Set<number>(),
            terms: new Set<string>(),
            distinct: posting.distinct,
          };
          named.terms.add(term);
          if (clause.presence === 'required') named.clauses.add(i);
          known.naming.set(field, named);
        }
      }
    }
    if (clause.presence === 'prohibited') docs.forEach((ref) => prohibited.add(ref));
    if (clause.presence === 'required')
      required = required ? new Set([...required].filter((ref) => docs.has(ref))) : docs;
  });

  // A query of prohibited words only matches every other section, as in lunr.
  const negated = clauses.every((clause) => clause.presence === 'prohibited');
  const candidates = negated ? allRefs(index) : [...found.keys()];
  const matches: Match[] = [];
  for (const ref of candidates) {
    if (prohibited.has(ref) || (required && !(required as Set<number>).has(ref))) continue;
    const known = found.get(ref);
    let score = 0;
    if (known) known.dot.forEach((dot, field) => (score += dot && magnitudes[field] ? dot / magnitudes[field] : 0));
    // Squared, so a heading that is the typed words outranks one that merely holds them among others.
    score *= 1 + (headingBonus - 1) * namingCoverage(known, requiredClauses.length) ** 2;
    const tiers = known ? [...known.tiers.values()] : [];
    matches.push({
      ref,
      score,
      tier: (tiers.length ? Math.max(...tiers) : 0) as Tier,
      terms: known?.terms ?? new Set(),
    });
  }
  return matches;
}

export function pageOf(ref: number): number {
  return Math.floor(ref / SECTION_BITS);
}

export function sectionOf(ref: number): number {
  return ref % SECTION_BITS;
}

function termsOf(index: LoadedIndex, alternative: Exclude<Alternative, { kind: 'longest-prefix' }>): string[] {
  if (alternative.kind === 'pattern') {
    const star = alternative.pattern.indexOf('*');
    if (star === -1) return index.hasTerm(alternative.pattern) ? [alternative.pattern] : [];
    if (star === alternative.pattern.length - 1) return index.termsWithPrefix(alternative.pattern.slice(0, -1));
    return index.termsMatching(TokenSet.fromString(alternative.pattern));
  }
  return index.termsMatching(TokenSet.fromFuzzyString(alternative.term, alternative.editDistance));
}

function longestIndexedPrefix(
  index: LoadedIndex,
  alternative: Extract<Alternative, { kind: 'longest-prefix' }>,
): string[] {
  for (let length = alternative.word.length - 1; length >= alternative.minLength; length -= 1) {
    const candidate = alternative.word.slice(0, length);
    if (index.hasTerm(candidate)) return [candidate];
  }
  return [];
}

/**
 * How fully the query names the section: 0 unless a title or heading holds every required
 * word; then the share of that field's words the query matched ("What a data agent is" names
 * the heading of that name fully, and "Point: create the agent and connect the data" by 2 of 5).
 */
function namingCoverage(known: Found | undefined, requiredCount: number): number {
  if (requiredCount === 0 || !known) return 0;
  let best = 0;
  for (const named of known.naming.values()) {
    if (named.clauses.size !== requiredCount) continue;
    best = Math.max(best, Math.min(1, named.terms.size / named.distinct));
  }
  return best;
}

function allRefs(index: LoadedIndex): number[] {
  return index.root.pages.flatMap(([, sections], page) =>
    Array.from({ length: sections }, (_, section) => page * SECTION_BITS + section),
  );
}
