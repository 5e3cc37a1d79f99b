import lunr from 'lunr';

/**
 * How text becomes index terms, shared by the index builder, the query parser, snippets and the
 * highlighter on the target page, so a word is found and marked exactly when it was indexed.
 */

/** Curly apostrophes in the docs match the straight one a reader types (and the other way round). */
export function normaliseApostrophes(token: lunr.Token): lunr.Token {
  return token.update((s) => s.replace(/[\u2018\u2019\u02bc]/g, "'"));
}

/** Punctuation-only words (a table rule, a dash) trim to nothing; they are not terms. */
export function dropEmpty(token: lunr.Token): lunr.Token | null {
  return token.toString() === '' ? null : token;
}

/**
 * What `lunr.Pipeline.registerFunction` does, without its warning when a label is registered
 * again: under `npm run dev` Next runs this module again after a save, and lunr stays loaded.
 */
function register(fn: lunr.PipelineFunction, label: string): void {
  (fn as lunr.PipelineFunction & { label: string }).label = label;
  (lunr.Pipeline as unknown as { registeredFunctions: Record<string, lunr.PipelineFunction> }).registeredFunctions[
    label
  ] = fn;
}
register(normaliseApostrophes, 'plumblineApostrophes');
register(dropEmpty, 'plumblineDropEmpty');

/** The index pipeline: lunr's own trimmer, stop-word filter and stemmer around our two steps. */
export const INDEX_PIPELINE: lunr.PipelineFunction[] = [
  normaliseApostrophes,
  lunr.trimmer,
  dropEmpty,
  lunr.stopWordFilter,
  lunr.stemmer,
];

/** A query word goes through the same steps except the stop-word filter, which the caller decides on. */
const QUERY_PIPELINE: lunr.PipelineFunction[] = [normaliseApostrophes, lunr.trimmer, dropEmpty, lunr.stemmer];

function run(word: string, pipeline: lunr.PipelineFunction[]): string | null {
  let token = new lunr.Token(word.toLowerCase(), {});
  for (const fn of pipeline) {
    const out = fn(token, 0, [token]);
    if (!out || Array.isArray(out)) return null;
    token = out;
  }
  return token.toString();
}

/** Words already reduced: snippets and highlights meet the same vocabulary again and again. */
const termCache = new Map<string, string | null>();
const TERM_CACHE_LIMIT = 50_000;

/** The index term a word of text becomes, or null for a stop word or punctuation. */
export function termOf(word: string): string | null {
  let term = termCache.get(word);
  if (term === undefined) {
    term = run(word, INDEX_PIPELINE);
    if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
    termCache.set(word, term);
  }
  return term;
}

/** The term a query word looks up: like termOf, but stop words are kept (the query decides). */
export function queryTermOf(word: string): string | null {
  return run(word, QUERY_PIPELINE);
}

/** A query word lower-cased, apostrophes normalised and trimmed, but not stemmed (for prefixes). */
export function trimmedWord(word: string): string {
  return run(word, [normaliseApostrophes, lunr.trimmer]) ?? '';
}

export function isStopWord(word: string): boolean {
  const trimmed = trimmedWord(word);
  return trimmed !== '' && !lunr.stopWordFilter(new lunr.Token(trimmed, {}));
}

export interface TextToken {
  /** Offsets of the word in the text, without the punctuation the trimmer drops. */
  start: number;
  end: number;
  term: string | null;
}

/**
 * Words of a text with their offsets, split where lunr's tokenizer splits (whitespace, hyphens).
 * `couldMatch` skips stemming words that cannot be wanted: a stem always keeps its word's first
 * letter, so a caller looking for a few terms can pass their first letters.
 */
export function tokenizeWithOffsets(
  text: string,
  couldMatch: (firstLetter: string) => boolean = () => true,
): TextToken[] {
  const tokens: TextToken[] = [];
  for (const match of text.matchAll(/[^\s-]+/g)) {
    const raw = match[0];
    const lead = /^\W*/.exec(raw)![0].length;
    const trail = /\W*$/.exec(raw.slice(lead))![0].length;
    if (lead === raw.length) continue;
    const start = match.index + lead;
    const term = couldMatch(raw[lead].toLowerCase()) ? termOf(raw) : null;
    tokens.push({ start, end: match.index + raw.length - trail, term });
  }
  return tokens;
}
