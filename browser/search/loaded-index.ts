import {
  checkVersion,
  decodePostings,
  NAMING_FIELDS,
  pagePieceName,
  postingsPieceOf,
  type IndexRoot,
  type PagePiece,
  type Posting,
  type PostingsPiece,
  type SectionPiece,
} from '../../lib/search/index-format';
import { TokenSet } from './lunr-extras';

/** Fetches and parses one JSON file; rejects with a message the reader can be shown. */
export type FetchJson = (url: string) => Promise<unknown>;

/**
 * One context's index as the worker holds it: the root, fetched before the first query, and
 * the pieces queries have needed so far. A piece is fetched once and kept; pieces of the same
 * name are the same bytes, so they are never fetched again for any query.
 */
export class LoadedIndex {
  private readonly termPosition: Map<string, number>;
  private readonly postingsPieces: Map<string, string>;
  private readonly fieldPosition: Map<string, number>;
  private tokenSet: TokenSet | undefined;
  private readonly files = new Map<string, Promise<unknown>>();
  private readonly postingsFiles = new Map<string, PostingsPiece>();
  private readonly decoded = new Map<string, Posting[]>();

  constructor(
    readonly id: string,
    readonly root: IndexRoot,
    /** The URL of a piece, from its file name. */
    private readonly pieceUrl: (name: string) => string,
    private readonly fetchJson: FetchJson,
  ) {
    checkVersion(root.version);
    this.termPosition = new Map(root.terms.map((term, i) => [term, i]));
    this.postingsPieces = new Map(root.postings);
    this.fieldPosition = new Map(root.fields.map((field, f) => [field.name, f]));
  }

  get fields(): string[] {
    return this.root.fields.map((field) => field.name);
  }

  fieldIndex(name: string): number {
    return this.fieldPosition.get(name) ?? -1;
  }

  hasTerm(term: string): boolean {
    return this.termPosition.has(term);
  }

  /** Sections whose `field` holds `term`. */
  documentFrequency(field: number, term: string): number {
    const position = this.termPosition.get(term);
    return position === undefined ? 0 : this.root.df[field][position];
  }

  /** Every term that starts with `prefix`, by binary search in the sorted terms. */
  termsWithPrefix(prefix: string): string[] {
    const terms = this.root.terms;
    let low = 0;
    let high = terms.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (terms[middle] < prefix) low = middle + 1;
      else high = middle;
    }
    const found: string[] = [];
    for (let i = low; i < terms.length && terms[i].startsWith(prefix); i += 1) found.push(terms[i]);
    return found;
  }

  /** Terms a lunr token set reaches (inner wildcards, edit distances); the automaton is built on first use. */
  termsMatching(pattern: TokenSet): string[] {
    this.tokenSet ??= TokenSet.fromArray(this.root.terms);
    return this.tokenSet.intersect(pattern).toArray();
  }

  /** The postings piece holding `term` in `field`, or undefined when no section has it there. */
  postingsFile(field: number, term: string): string | undefined {
    return this.documentFrequency(field, term) > 0 ? postingsPieceOf(this.postingsPieces, term) : undefined;
  }

  /** Fetches the postings pieces not yet held. */
  async loadPostings(files: Iterable<string>): Promise<void> {
    await Promise.all(
      [...new Set(files)].map(async (name) => {
        if (this.postingsFiles.has(name)) return;
        const piece = (await this.fetchPiece(name)) as PostingsPiece;
        checkVersion(piece.version);
        this.postingsFiles.set(name, piece);
      }),
    );
  }

  /** A term's postings in one field; its piece must have been loaded (see loadPostings). */
  postings(field: number, term: string): Posting[] {
    const file = this.postingsFile(field, term);
    if (!file) return [];
    const key = `${field} ${term}`;
    let list = this.decoded.get(key);
    if (!list) {
      const piece = this.postingsFiles.get(file);
      if (!piece) throw new Error(`The search index piece ${file} was used before it was loaded.`);
      list = decodePostings(piece.terms[term]?.[field] ?? '', NAMING_FIELDS.has(this.root.fields[field].name));
      this.decoded.set(key, list);
    }
    return list;
  }

  sectionCount(page: number): number {
    return this.root.pages[page][1];
  }

  /** One section's text and page, from its page's piece (fetched once for every hit on that page). */
  async section(page: number, section: number): Promise<SectionPiece> {
    const piece = (await this.fetchPiece(pagePieceName(this.id, this.root.pages[page][0]))) as PagePiece;
    checkVersion(piece.version);
    return { page: piece.page, section: piece.sections[section] };
  }

  private fetchPiece(name: string): Promise<unknown> {
    let pending = this.files.get(name);
    if (!pending) {
      pending = this.fetchJson(this.pieceUrl(name));
      this.files.set(name, pending);
      // A failed fetch is forgotten, so the next query tries again.
      pending.catch(() => this.files.delete(name));
    }
    return pending;
  }
}
