import { constants } from '../site-config';
import { executeQuery, expandQuery, queryMagnitudes, type Match } from './execute';
import { SEARCH_FIELD_NAMES } from './fields';
import type { IndexFile } from './index-format';
import { corpusStats, decodeIndexFile, scoreIndex, type DecodedIndex, type SearchIndex } from './load-index';
import { parseQuery } from './query';
import { makeSnippet } from './snippet';
import type { SearchHit, SearchOptions, SearchResponse } from './types';

/** How much a section whose heading (or page title) holds every typed word is lifted. */
const HEADING_BONUS = 3;

/** Matched terms passed on to the target page; a one-letter prefix can reach hundreds. */
const MAX_HIGHLIGHT_TERMS = 24;

/** Scored sets of indexes kept (the search box and the results page usually search different sets). */
const SCORED_SETS_KEPT = 4;

/**
 * The loaded indexes and the search over them: what the worker runs, and what unit tests run
 * without a worker. Results from several indexes are merged by score.
 */
export class SearchEngine {
  private readonly decoded = new Map<string, DecodedIndex>();
  /** Where each loaded index came from, so a file with a new name replaces the old one. */
  private readonly sources = new Map<string, string>();
  /** Indexes scored together, keyed by the sorted ids of the set. */
  private readonly scored = new Map<string, Map<string, SearchIndex>>();

  constructor(private readonly snippetLength: number = constants.searchSnippetLength) {}

  has(indexId: string): boolean {
    return this.decoded.has(indexId);
  }

  sourceOf(indexId: string): string | undefined {
    return this.sources.get(indexId);
  }

  add(indexId: string, file: IndexFile, source: string = indexId): void {
    this.decoded.set(indexId, decodeIndexFile(file));
    this.sources.set(indexId, source);
    // Scores depend on every index of a set: a replaced index invalidates the sets it was in.
    for (const key of [...this.scored.keys()]) if (key.split(' ').includes(indexId)) this.scored.delete(key);
  }

  /** Scores the loaded indexes among `indexIds` as one corpus, once per set (see corpusStats). */
  prepare(indexIds: string[]): Map<string, SearchIndex> {
    const ids = [...new Set(indexIds.filter((id) => this.decoded.has(id)))].sort();
    const key = ids.join(' ');
    let set = this.scored.get(key);
    if (!set) {
      const stats = corpusStats(ids.map((id) => this.decoded.get(id)!));
      set = new Map(ids.map((id) => [id, scoreIndex(this.decoded.get(id)!, stats)]));
      this.scored.set(key, set);
      if (this.scored.size > SCORED_SETS_KEPT) this.scored.delete(this.scored.keys().next().value!);
    }
    return set;
  }

  search(text: string, { contexts, limit }: SearchOptions): SearchResponse {
    if (text.trim() === '') return { status: 'ok', total: 0, hits: [] };
    const parsed = parseQuery(text, SEARCH_FIELD_NAMES);
    if (!parsed.ok) return { status: 'error', message: parsed.message };
    // Only plain words get the bonus: a query in lunr syntax is scored exactly as lunr scores it.
    const headingBonus = parsed.clauses.every((clause) => clause.plain || clause.presence === 'prohibited') ? HEADING_BONUS : 1;
    const scored = [...this.prepare(contexts)].map(([indexId, index]) => ({ indexId, index, expansions: expandQuery(index, parsed.clauses) }));
    const magnitudes = queryMagnitudes(parsed.clauses, scored.map((s) => s.expansions));
    const found: { indexId: string; loaded: DecodedIndex; match: Match }[] = [];
    for (const { indexId, index, expansions } of scored) {
      const loaded = this.decoded.get(indexId)!;
      for (const match of executeQuery(index, parsed.clauses, expansions, { headingBonus, magnitudes })) found.push({ indexId, loaded, match });
    }
    found.sort((a, b) => b.match.score - a.match.score);
    const chosen = limit === undefined ? found : found.slice(0, limit);
    return { status: 'ok', total: found.length, hits: chosen.map(({ indexId, loaded, match }) => this.toHit(indexId, loaded, match)) };
  }

  private toHit(indexId: string, loaded: DecodedIndex, match: Match): SearchHit {
    const [pageIndex, id, heading, text, parent] = loaded.docs[Number(match.ref)];
    const [pageTitle, url, breadcrumbs, description] = loaded.pages[pageIndex];
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
      indexId,
      score: match.score,
      snippet: makeSnippet(snippetSource, match.terms, this.snippetLength),
      terms: [...match.terms].slice(0, MAX_HIGHLIGHT_TERMS),
    };
  }
}
