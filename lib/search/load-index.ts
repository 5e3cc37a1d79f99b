import lunr from 'lunr';
import { lunrInternals, type LunrIndex, type LunrTokenSet, type LunrVector, type Posting } from './lunr-internals';
import { decodePostings, INDEX_FORMAT_VERSION, type IndexDoc, type IndexFile, type IndexPage } from './index-format';

/** An index file decoded once: everything but the scores, which depend on the corpus searched. */
export interface DecodedIndex {
  fields: { name: string; boost: number }[];
  /** Sorted, so a prefix is a range (see termsWithPrefix). */
  terms: string[];
  /** postings[doc][field]: (term index, frequency) pairs. */
  postings: [number, number][][][];
  invertedIndex: Record<string, Posting>;
  /** lunr's automaton of the terms, built on first use: only fuzzy and inner wildcards need it. */
  tokenSet: () => LunrTokenSet;
  pages: IndexPage[];
  docs: IndexDoc[];
}

/** A lunr index with its sorted terms, as the executor searches it. */
export type SearchIndex = LunrIndex & { terms: string[] };

/** lunr keeps per-posting metadata we never whitelist; one shared empty object stands for it. */
const NO_METADATA: object = Object.freeze(Object.create(null));

/** What BM25 needs to know about the documents searched together. */
export interface CorpusStats {
  documentCount: number;
  /** Per term: documents holding it, counted once per field as lunr.idf counts them. */
  documentFrequency: Map<string, number>;
  averageFieldLength: number[];
}

/** lunr's BM25 constants (lunr.Builder defaults), so scores equal those lunr's builder computes. */
const K1 = 1.2;
const B = 0.75;

export function decodeIndexFile(file: IndexFile): DecodedIndex {
  if (file.version !== INDEX_FORMAT_VERSION) {
    throw new Error(`Search index format ${file.version} is not supported (expected ${INDEX_FORMAT_VERSION}); reload the page.`);
  }
  const fields = file.fields.map((f) => f.name);
  const invertedIndex: Record<string, Posting> = Object.create(null);
  file.terms.forEach((term, i) => {
    const posting: Posting = Object.create(null);
    posting._index = i;
    for (const field of fields) posting[field] = Object.create(null);
    invertedIndex[term] = posting;
  });
  const postings = file.postings.map((perField) => perField.map(decodePostings));
  postings.forEach((perField, ref) =>
    perField.forEach((pairs, f) => {
      for (const [termIndex] of pairs) (invertedIndex[file.terms[termIndex]][fields[f]] as Record<string, object>)[String(ref)] = NO_METADATA;
    }),
  );
  let tokenSet: LunrTokenSet | undefined;
  return {
    fields: file.fields,
    terms: file.terms,
    postings,
    invertedIndex,
    tokenSet: () => (tokenSet ??= lunrInternals.TokenSet.fromArray(file.terms)),
    pages: file.pages,
    docs: file.docs,
  };
}

/**
 * Statistics of several indexes taken as one corpus. Each context's index is built alone, so a
 * word common in one context but rare elsewhere would otherwise score as rare in the first:
 * scoring every index searched together against the same statistics keeps merged hits comparable.
 */
export function corpusStats(indexes: DecodedIndex[]): CorpusStats {
  const documentFrequency = new Map<string, number>();
  const totalLength: number[] = [];
  let documentCount = 0;
  for (const index of indexes) {
    documentCount += index.docs.length;
    index.postings.forEach((perField) =>
      perField.forEach((pairs, f) => {
        for (const [termIndex, frequency] of pairs) {
          const term = index.terms[termIndex];
          documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
          totalLength[f] = (totalLength[f] ?? 0) + frequency;
        }
      }),
    );
  }
  const fieldCount = Math.max(0, ...indexes.map((index) => index.fields.length));
  const averageFieldLength = Array.from({ length: fieldCount }, (_, f) => (totalLength[f] ?? 0) / documentCount);
  return { documentCount, documentFrequency, averageFieldLength };
}

/** The lunr index for one decoded file, its field vectors scored the way lunr's builder scores them. */
export function scoreIndex(index: DecodedIndex, stats: CorpusStats = corpusStats([index])): SearchIndex {
  const idf = index.terms.map((term) => {
    const df = stats.documentFrequency.get(term) ?? 0;
    return Math.log(1 + Math.abs((stats.documentCount - df + 0.5) / (df + 0.5)));
  });
  const fieldVectors: Record<string, LunrVector> = Object.create(null);
  index.postings.forEach((perField, ref) =>
    perField.forEach((pairs, f) => {
      const length = pairs.reduce((sum, [, frequency]) => sum + frequency, 0);
      const average = stats.averageFieldLength[f];
      const elements: number[] = [];
      for (const [termIndex, tf] of pairs) {
        const score = ((idf[termIndex] * ((K1 + 1) * tf)) / (K1 * (1 - B + B * (length / average)) + tf)) * index.fields[f].boost;
        elements.push(termIndex, Math.round(score * 1000) / 1000);
      }
      fieldVectors[`${index.fields[f].name}/${ref}`] = new lunrInternals.Vector(elements);
    }),
  );
  const pipeline = new lunr.Pipeline();
  pipeline.add(lunr.stemmer);
  const scored = new lunrInternals.Index({
    invertedIndex: index.invertedIndex,
    fieldVectors,
    tokenSet: undefined as unknown as LunrTokenSet,
    fields: index.fields.map((f) => f.name),
    pipeline,
  });
  Object.defineProperty(scored, 'tokenSet', { get: index.tokenSet });
  return Object.assign(scored, { terms: index.terms });
}

/** Every term that starts with `prefix`, found by binary search in the sorted terms. */
export function termsWithPrefix(sortedTerms: string[], prefix: string): string[] {
  let low = 0;
  let high = sortedTerms.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sortedTerms[middle] < prefix) low = middle + 1;
    else high = middle;
  }
  const found: string[] = [];
  for (let i = low; i < sortedTerms.length && sortedTerms[i].startsWith(prefix); i += 1) found.push(sortedTerms[i]);
  return found;
}
