/**
 * The search index as files, shared by the builder (server) and the worker. One index per
 * search context is split so a query downloads only what it reaches:
 * - a root: the vocabulary with document frequencies, the corpus statistics and the names of
 *   every other piece (what the worker fetches before the first query);
 * - postings pieces: for each term of a term-prefix group, the sections holding it, field by field;
 * - page pieces: one page's title, URL, breadcrumbs and description with every section's text,
 *   fetched for the hits shown. One file per page rather than per section: a large site stays
 *   within the file counts static hosts accept, and hits on one page share a download.
 * Piece names hash their content, so a changed page changes only the pieces it is in.
 */

export const INDEX_FORMAT_VERSION = 5;

/** [title, url, breadcrumbs, description] */
export type IndexPage = [title: string, url: string, breadcrumbs: string[], description: string];

/** [heading id ('' at the top), heading, text, parent headings (h3 and deeper only)] */
export type IndexSection = [id: string, heading: string, text: string, parent?: string];

export interface IndexRoot {
  version: number;
  fields: { name: string; boost: number }[];
  /** Sections in the index: lunr's documents. */
  docCount: number;
  /** Per field: terms in every section together (BM25's average length is this over docCount). */
  fieldLengths: number[];
  /** Every term, sorted. */
  terms: string[];
  /** df[field][term index]: sections whose field holds the term (lunr's idf sums these over fields). */
  df: number[][];
  /** [term prefix, file name] of each postings piece; a term is in the piece of its longest listed prefix. */
  postings: [prefix: string, file: string][];
  /** Per page, in index order: the hash naming its page piece, and its number of sections. */
  pages: [hash: string, sections: number][];
}

/**
 * The postings of a group of terms: per term, one string per field in the root's field order
 * ('' where no section has the term in that field). A string lists, per section holding the
 * term, in page then section order: page (as a gap from the previous one), section, term
 * frequency, the field's length in that section, and for naming fields (title, heading) its
 * number of distinct terms, in variable-length digits (encodePostings). Every field of a term is
 * in one piece because a query searches every field: one request per term group, not one per
 * field that holds it.
 */
export interface PostingsPiece {
  version: number;
  terms: Record<string, string[]>;
}

/** A page piece: the file a hit's text comes from. */
export interface PagePiece {
  version: number;
  page: IndexPage;
  sections: IndexSection[];
}

/** One section of a page piece, with its page: what a hit shows. */
export interface SectionPiece {
  page: IndexPage;
  section: IndexSection;
}

/** Fields short enough that holding every typed word in them means the reader named the section. */
export const NAMING_FIELDS: ReadonlySet<string> = new Set(['title', 'heading']);

/** One section in one field of a term's postings. */
export interface Posting {
  page: number;
  section: number;
  frequency: number;
  /** Terms in the field of that section. */
  length: number;
  /** Distinct terms in the field of that section (naming fields only, else 0). */
  distinct: number;
}

/**
 * Digits of the postings strings: 64 characters JSON writes as they are. A number is written
 * five bits at a time, lowest first, a digit of 32 or more meaning that more follow, so the small
 * numbers postings are made of (page gaps, section numbers, frequencies) take one character
 * where a JSON array spent two, and a field length under 1,024 two where it spent four. Postings
 * are most of a large site's index: at 9,500 pages this halves their bytes and their files.
 */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const DIGIT_VALUES: Record<string, number> = Object.fromEntries([...DIGITS].map((digit, value) => [digit, value]));

function writeNumber(value: number, out: string[]): void {
  let rest = value;
  do {
    const low = rest & 31;
    rest = Math.floor(rest / 32);
    out.push(DIGITS[rest > 0 ? low + 32 : low]);
  } while (rest > 0);
}

/** The numbers of a postings string, in order. */
export function readNumbers(encoded: string): number[] {
  const numbers: number[] = [];
  let value = 0;
  let scale = 1;
  for (const digit of encoded) {
    const bits = DIGIT_VALUES[digit];
    if (bits === undefined)
      throw new Error(`A search index piece holds "${digit}", which is not a postings digit; reload the page.`);
    value += (bits & 31) * scale;
    if (bits >= 32) scale *= 32;
    else {
      numbers.push(value);
      value = 0;
      scale = 1;
    }
  }
  return numbers;
}

export function encodePostings(postings: Posting[], naming: boolean): string {
  const out: string[] = [];
  let previousPage = 0;
  for (const p of postings) {
    for (const value of naming
      ? [p.page - previousPage, p.section, p.frequency, p.length, p.distinct]
      : [p.page - previousPage, p.section, p.frequency, p.length])
      writeNumber(value, out);
    previousPage = p.page;
  }
  return out.join('');
}

export function decodePostings(encoded: string, naming: boolean): Posting[] {
  const numbers = readNumbers(encoded);
  const stride = naming ? 5 : 4;
  const out: Posting[] = [];
  let page = 0;
  for (let i = 0; i + stride <= numbers.length; i += stride) {
    page += numbers[i];
    out.push({
      page,
      section: numbers[i + 1],
      frequency: numbers[i + 2],
      length: numbers[i + 3],
      distinct: naming ? numbers[i + 4] : 0,
    });
  }
  return out;
}

/** A page piece's file name: the index and the hash of the piece. */
export function pagePieceName(indexId: string, pageHash: string): string {
  return `${indexId}-${pageHash}.json`;
}

/** The postings piece that holds `term`: the one listed under the longest prefix of the term. */
export function postingsPieceOf(pieces: ReadonlyMap<string, string>, term: string): string | undefined {
  for (let length = term.length; length >= 0; length -= 1) {
    const file = pieces.get(term.slice(0, length));
    if (file) return file;
  }
  return undefined;
}

export function checkVersion(version: number): void {
  if (version !== INDEX_FORMAT_VERSION) {
    throw new Error(
      `Search index format ${version} is not supported (expected ${INDEX_FORMAT_VERSION}); reload the page.`,
    );
  }
}
