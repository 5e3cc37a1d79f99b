import lunr from 'lunr';
import { contentHash } from '../content/build-cache';
import type { SearchSection } from '../mdx/rehype-search-sections';
import { SEARCH_FIELDS, type SearchFieldName } from './fields';
import {
  encodePostings,
  INDEX_FORMAT_VERSION,
  NAMING_FIELDS,
  pagePieceName,
  type IndexRoot,
  type IndexSection,
  type Posting,
  type PostingsPiece,
  type PagePiece,
} from './index-format';
import { INDEX_PIPELINE } from './tokens';

/** A page ready for indexing: what the route table and the compiled Markdown say about it. */
export interface IndexedPage {
  title: string;
  url: string;
  breadcrumbs: string[];
  description: string;
  keywords: string[];
  sections: SearchSection[];
}

/** A lunr document: one section, with the page's own fields on the page's first section. */
export type IndexDocument = { ref: string } & Record<SearchFieldName, string>;

/** An index ready to write: the root and every piece, by file name. */
export interface BuiltIndex {
  root: IndexRoot;
  rootJson: string;
  pieces: Map<string, string>;
}

/**
 * One context's index, built: its root's name and the root and pieces to write. Made by
 * lib/search/site-index.ts, and declared here so that lib/search/index-store.ts, which site-index
 * uses to keep indexes across dev restarts, can name it without importing site-index back.
 */
export interface BuiltSiteIndex {
  indexId: string;
  name: string;
  index: BuiltIndex;
  pages: number;
  sections: number;
}

/**
 * Largest postings piece, in bytes of JSON, before its term group is split by a longer prefix
 * (a single term larger than this stays one piece). A piece holds every field of its terms, so
 * this is what up to five pieces of 12,000 bytes, one per field, held before (index format 4).
 * At 9,501 docs pages (bench:scale's K = 500) that made 4,097 postings files, 3,429 of them a
 * single term; one piece per term group at this size makes 2,554.
 */
export const MAX_POSTINGS_PIECE_BYTES = 32_000;

/**
 * Every section of every page becomes a lunr document, its ref the section's place in the
 * index. The page's title, description and keywords go on its first section only, so a title
 * match ranks the page itself rather than every section of it.
 */
export function indexDocuments(pages: IndexedPage[]): {
  documents: IndexDocument[];
  places: [page: number, section: number][];
} {
  const documents: IndexDocument[] = [];
  const places: [number, number][] = [];
  pages.forEach((page, pageIndex) =>
    page.sections.forEach((section, i) => {
      const first = i === 0;
      places.push([pageIndex, i]);
      documents.push({
        ref: String(documents.length),
        title: first ? page.title : '',
        heading: section.heading,
        description: first ? page.description : '',
        keywords: first ? page.keywords.join(' ') : '',
        content: section.text,
      });
    }),
  );
  return { documents, places };
}

/** The terms of a field's text, as lunr's builder with our pipeline makes them. */
function termsOfText(pipeline: lunr.Pipeline, text: string): string[] {
  return pipeline.run(lunr.tokenizer(text)).map((token) => token.toString());
}

/** Builds one context's index: root, postings pieces per term prefix, and page pieces. */
export function buildIndex(
  indexId: string,
  pages: IndexedPage[],
  maxPieceBytes: number = MAX_POSTINGS_PIECE_BYTES,
): BuiltIndex {
  const pipeline = new lunr.Pipeline();
  pipeline.add(...INDEX_PIPELINE);
  const { documents, places } = indexDocuments(pages);
  const fieldLengths = SEARCH_FIELDS.map(() => 0);
  /** Per field: term -> postings in document order. */
  const byField = SEARCH_FIELDS.map(() => new Map<string, Posting[]>());
  documents.forEach((document, d) => {
    const [page, section] = places[d];
    SEARCH_FIELDS.forEach((field, f) => {
      const terms = termsOfText(pipeline, document[field.name]);
      fieldLengths[f] += terms.length;
      const frequencies = new Map<string, number>();
      for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
      for (const [term, frequency] of frequencies) {
        const list = byField[f].get(term) ?? [];
        list.push({ page, section, frequency, length: terms.length, distinct: frequencies.size });
        byField[f].set(term, list);
      }
    });
  });

  const terms = [...new Set(byField.flatMap((map) => [...map.keys()]))].sort();
  const pieces = new Map<string, string>();
  const entries = terms.map((term): [string, string[]] => [
    term,
    SEARCH_FIELDS.map((field, f) => {
      const list = byField[f].get(term);
      return list ? encodePostings(list, NAMING_FIELDS.has(field.name)) : '';
    }),
  ]);
  // Each entry is written `"term":["…","…",…],`.
  const entryBytes = ([term, fields]: [string, string[]]) =>
    term.length + 6 + fields.reduce((sum, encoded) => sum + encoded.length + 3, 0);
  const postings = groupByPrefix(entries, entryBytes, maxPieceBytes).map(([prefix, group]): [string, string] => {
    const piece: PostingsPiece = { version: INDEX_FORMAT_VERSION, terms: Object.fromEntries(group) };
    const json = JSON.stringify(piece);
    const name = `${indexId}-terms-${contentHash(json).slice(0, 12)}.json`;
    pieces.set(name, json);
    return [prefix, name];
  });

  const pageTable = pages.map((page): [string, number] => {
    const json = JSON.stringify(pagePiece(page));
    const hash = contentHash(json).slice(0, 10);
    pieces.set(pagePieceName(indexId, hash), json);
    return [hash, page.sections.length];
  });

  const root: IndexRoot = {
    version: INDEX_FORMAT_VERSION,
    fields: SEARCH_FIELDS.map((f) => ({ name: f.name, boost: f.boost })),
    docCount: documents.length,
    fieldLengths,
    terms,
    df: byField.map((map) => terms.map((term) => map.get(term)?.length ?? 0)),
    postings,
    pages: pageTable,
  };
  return { root, rootJson: JSON.stringify(root), pieces };
}

/** A page as its hits need it: the page, and each section's text and the headings leading to it. */
function pagePiece(page: IndexedPage): PagePiece {
  const trail: string[] = [];
  const sections = page.sections.map((section): IndexSection => {
    if (section.depth > 0) {
      trail.length = section.depth - 1;
      trail[section.depth - 1] = section.heading;
    }
    const parent =
      section.depth > 1
        ? trail
            .slice(0, section.depth - 1)
            .filter(Boolean)
            .join(' › ')
        : '';
    return parent ? [section.id, section.heading, section.text, parent] : [section.id, section.heading, section.text];
  });
  return { version: INDEX_FORMAT_VERSION, page: [page.title, page.url, page.breadcrumbs, page.description], sections };
}

/**
 * Sorted terms grouped by a common prefix, each group at most `maxBytes` (as `sizeOf` counts an
 * entry) unless it is a single term: a group too large is split by one more letter. Groups
 * follow the terms' prefixes, not their sizes alone, so an edit moves a boundary only when a
 * group crosses the limit.
 */
export function groupByPrefix<T extends [term: string, ...rest: unknown[]]>(
  entries: T[],
  sizeOf: (entry: T) => number,
  maxBytes: number,
  depth = 0,
): [prefix: string, entries: T[]][] {
  const size = entries.reduce((sum, entry) => sum + sizeOf(entry), 0);
  if (entries.length === 0) return [];
  if (size <= maxBytes || entries.length === 1) return [[entries[0][0].slice(0, depth), entries]];
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const key = entry[0].slice(0, depth + 1);
    const group = groups.get(key);
    if (group) group.push(entry);
    else groups.set(key, [entry]);
  }
  return [...groups.values()].flatMap((group) => groupByPrefix(group, sizeOf, maxBytes, depth + 1));
}
