import { buildIndex, type IndexedPage } from '@/lib/search/build-index';
import { SearchEngine } from '@/browser/search/engine';
import { LoadedIndex } from '@/browser/search/loaded-index';
import type { SearchOptions, SearchResponse } from '@/lib/search/types';

/**
 * Indexes built as the site builds them and loaded as the worker loads them, with pieces
 * "fetched" from memory: every fetch is recorded, so a test can tell what a query downloaded.
 */
export function memoryEngine(
  indexes: Record<string, IndexedPage[]>,
  { maxPieceBytes, snippetLength = 50 }: { maxPieceBytes?: number; snippetLength?: number } = {},
) {
  const engine = new SearchEngine(snippetLength);
  const fetched: string[] = [];
  const files = new Map<string, string>();
  for (const [id, pages] of Object.entries(indexes)) {
    const built = buildIndex(id, pages, maxPieceBytes);
    for (const [name, json] of built.pieces) files.set(name, json);
    const fetchJson = async (url: string) => {
      fetched.push(url);
      const json = files.get(url);
      if (json === undefined) throw new Error(`Could not load the search index (404 ${url}).`);
      return JSON.parse(json) as unknown;
    };
    engine.add(new LoadedIndex(id, built.root, (name) => name, fetchJson));
  }
  const search = (query: string, options: SearchOptions): Promise<SearchResponse> => engine.search(query, options);
  return { engine, search, fetched, files };
}

/** The hits of a query that must parse. */
export async function hitsOf(response: Promise<SearchResponse>) {
  const answer = await response;
  if (answer.status === 'error') throw new Error(`unexpected parse error: ${answer.message}`);
  return answer.hits;
}
