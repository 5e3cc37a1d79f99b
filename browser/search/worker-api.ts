import { SearchEngine } from './engine';
import type { IndexRoot } from '../../lib/search/index-format';
import { LoadedIndex, type FetchJson } from './loaded-index';
import type { LoadReport, SearchOptions, SearchResponse } from '../../lib/search/types';

export interface IndexFileRef {
  indexId: string;
  /** Absolute URL of the index's root file (a worker resolves relative URLs against its own script). */
  url: string;
}

/** Pieces sit in `pieces/` beside the roots. */
export function pieceUrl(rootUrl: string, name: string): string {
  return new URL(`pieces/${name}`, rootUrl).href;
}

/** fetch, with a failure the reader can read. */
export function jsonFetcher(fetchFile: typeof fetch = fetch): FetchJson {
  return async (url) => {
    const response = await fetchFile(url);
    if (!response.ok)
      throw new Error(`Could not load the search index (${response.status} ${response.statusText || 'error'}).`);
    return response.json();
  };
}

/**
 * The two operations the search worker offers: fetch the indexes (their
 * roots; a query fetches the pieces it needs), and search. Roots already loaded, or being
 * loaded, are not fetched again; a context whose root has a new name (a save under
 * `next dev`) is fetched again and replaces the old one.
 */
export function createSearchWorkerApi(engine = new SearchEngine(), fetchFile: typeof fetch = fetch) {
  const fetchJson = jsonFetcher(fetchFile);
  const loading = new Map<string, Promise<void>>();

  const loadOne = (file: IndexFileRef): Promise<void> => {
    const pending =
      loading.get(file.url) ??
      fetchJson(file.url).then((root) =>
        engine.add(
          new LoadedIndex(file.indexId, root as IndexRoot, (name) => pieceUrl(file.url, name), fetchJson),
          file.url,
        ),
      );
    loading.set(file.url, pending);
    // Settled loads leave the map: the engine knows which root each context holds.
    pending.then(
      () => loading.delete(file.url),
      () => loading.delete(file.url),
    );
    return pending;
  };

  return {
    async load(files: IndexFileRef[]): Promise<LoadReport> {
      const started = performance.now();
      const missing = files.filter((file) => engine.sourceOf(file.indexId) !== file.url);
      await Promise.all(missing.map(loadOne));
      return { held: engine.held(), ms: performance.now() - started };
    },
    /** The answer, with the milliseconds the worker spent on it, fetches included (the benchmark reads them). */
    async search(query: string, options: SearchOptions): Promise<SearchResponse & { ms: number }> {
      const started = performance.now();
      const response = await engine.search(query, options).catch((error: unknown): SearchResponse => ({
        status: 'error',
        message: error instanceof Error ? error.message : String(error),
      }));
      return { ...response, ms: performance.now() - started };
    },
  };
}

export type SearchWorkerApi = ReturnType<typeof createSearchWorkerApi>;
