import { constants } from '../../lib/constants';
import {
  corpusStats,
  executeQuery,
  expandQuery,
  pageOf,
  piecesNeeded,
  queryMagnitudes,
  sectionOf,
  type Match,
} from './execute';
import { SEARCH_FIELD_NAMES } from '../../lib/search/fields';
import type { LoadedIndex } from './loaded-index';
import { parseQuery } from './query';
import { queryHint } from './query-help';
import { makeSnippet } from './snippet';
import type { SearchHit, SearchOptions, SearchResponse } from '../../lib/search/types';

/** How much a section whose heading (or page title) holds every typed word is lifted. */
const HEADING_BONUS = 3;

/** Matched terms passed on to the target page; a short prefix can reach hundreds. */
const MAX_HIGHLIGHT_TERMS = 24;

/**
 * The loaded indexes and the search over them: what the worker runs, and what unit tests run
 * without a worker. A query fetches the postings pieces its terms are in, then the section
 * pieces of the hits it returns; hits from several indexes are merged as one corpus.
 */
export class SearchEngine {
  private readonly indexes = new Map<string, LoadedIndex>();
  /** Where each loaded index came from, so a root with a new name replaces the old one. */
  private readonly sources = new Map<string, string>();

  constructor(private readonly snippetLength: number = constants.searchSnippetLength) {}

  has(indexId: string): boolean {
    return this.indexes.has(indexId);
  }

  sourceOf(indexId: string): string | undefined {
    return this.sources.get(indexId);
  }

  /** Every index held: index id -> where it came from. */
  held(): Record<string, string> {
    return Object.fromEntries(this.sources);
  }

  add(index: LoadedIndex, source: string = index.id): void {
    this.indexes.set(index.id, index);
    this.sources.set(index.id, source);
  }

  async search(text: string, { contexts, limit, offset = 0 }: SearchOptions): Promise<SearchResponse> {
    if (text.trim() === '') return { status: 'ok', total: 0, hits: [] };
    const parsed = parseQuery(text, SEARCH_FIELD_NAMES);
    if (!parsed.ok) return { status: 'error', message: parsed.message, hint: queryHint(parsed.message, text) };
    // Only plain words get the bonus: a query in lunr syntax is scored exactly as lunr scores it.
    const headingBonus = parsed.clauses.every((clause) => clause.plain || clause.presence === 'prohibited')
      ? HEADING_BONUS
      : 1;
    const indexes = [...new Set(contexts)].sort().flatMap((id) => this.indexes.get(id) ?? []);
    const expansions = indexes.map((index) => expandQuery(index, parsed.clauses));
    await Promise.all(indexes.map((index, i) => index.loadPostings(piecesNeeded(index, expansions[i]))));
    const fieldCount = Math.max(0, ...indexes.map((index) => index.root.fields.length));
    const options = {
      headingBonus,
      magnitudes: queryMagnitudes(parsed.clauses, expansions, fieldCount),
      stats: corpusStats(indexes),
    };
    const found = indexes.flatMap((index, i) =>
      executeQuery(index, parsed.clauses, expansions[i], options).map((match) => ({ index, order: i, match })),
    );
    found.sort(
      (a, b) =>
        a.match.tier - b.match.tier || b.match.score - a.match.score || a.order - b.order || a.match.ref - b.match.ref,
    );
    const chosen = found.slice(offset, limit === undefined ? undefined : offset + limit);
    const hits = await Promise.all(chosen.map(({ index, match }) => this.toHit(index, match)));
    return { status: 'ok', total: found.length, hits };
  }

  private async toHit(index: LoadedIndex, match: Match): Promise<SearchHit> {
    const {
      page: [pageTitle, url, breadcrumbs, description],
      section: [id, heading, text, parent],
    } = await index.section(pageOf(match.ref), sectionOf(match.ref));
    // The top of a page that opens with a heading has no text of its own: its description stands in.
    const snippetSource = text === '' && id === '' ? description : text;
    return {
      document: {
        title: heading || pageTitle,
        url,
        hash: id ? `#${id}` : '',
        section: parent ? `${parent} › ${heading}` : heading,
      },
      page: { title: pageTitle, breadcrumbs },
      indexId: index.id,
      score: match.score,
      snippet: makeSnippet(snippetSource, match.terms, this.snippetLength),
      terms: [...match.terms].slice(0, MAX_HIGHLIGHT_TERMS),
    };
  }
}
