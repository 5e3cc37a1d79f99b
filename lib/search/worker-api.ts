import { SearchEngine } from './engine';
import type { IndexFile } from './index-format';
import type { LoadReport, SearchOptions, SearchResponse } from './types';

export interface IndexFileRef {
  indexId: string;
  /** Absolute URL of the file (a worker resolves relative URLs against its own script). */
  url: string;
}

/**
 * The two operations the search worker offers (SPEC section 7): fetch the indexes, and search.
 * Files already loaded, or being loaded, are not fetched again; a context whose file has a new
 * name (a save under `next dev`) is fetched again and replaces the old one.
 */
export function createSearchWorkerApi(engine = new SearchEngine(), fetchFile: typeof fetch = fetch) {
  const loading = new Map<string, Promise<void>>();

  const loadOne = (file: IndexFileRef): Promise<void> => {
    const pending =
      loading.get(file.url) ??
      fetchFile(file.url)
        .then((response) => {
          if (!response.ok) throw new Error(`Could not load the search index (${response.status} ${response.statusText || 'error'}).`);
          return response.json() as Promise<IndexFile>;
        })
        .then((data) => engine.add(file.indexId, data, file.url));
    loading.set(file.url, pending);
    // Settled loads leave the map: the engine knows which file each context holds.
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
      // Score the set now, so the reader's first keystroke does not pay for it.
      engine.prepare(files.map((file) => file.indexId));
      return { loaded: missing.map((file) => file.indexId), ms: performance.now() - started };
    },
    /** The answer, with the milliseconds the worker spent on it (the benchmark reads them). */
    search(query: string, options: SearchOptions): SearchResponse & { ms: number } {
      const started = performance.now();
      const response = engine.search(query, options);
      return { ...response, ms: performance.now() - started };
    },
  };
}

export type SearchWorkerApi = ReturnType<typeof createSearchWorkerApi>;
