import { searchWorker, workerErrorMessage } from './client';
import type { SearchSetup } from './types';

/**
 * Which index files the worker holds, shared by every search component on the page. Keyed by
 * file name, not context: under `next dev` a save gives a context's file a new name (its hash),
 * and the next query must load that file rather than answer from the old one.
 */
export interface LoaderStatus {
  loaded: ReadonlySet<string>;
  loading: ReadonlySet<string>;
  error: string | null;
}

export type IndexState = 'idle' | 'loading' | 'ready' | 'error';

let status: LoaderStatus = { loaded: new Set(), loading: new Set(), error: null };
const listeners = new Set<() => void>();
const SERVER_STATUS = status;

function update(next: Partial<LoaderStatus>): void {
  status = { ...status, ...next };
  listeners.forEach((listener) => listener());
}

export function subscribeToLoader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const loaderStatus = () => status;
export const serverLoaderStatus = () => SERVER_STATUS;

/** Asks the worker to fetch the index files of `indexIds` it does not hold yet. */
export function loadIndexes(setup: SearchSetup, indexIds: string[]): void {
  const names = indexIds.map((id) => setup.files[id]).filter((name): name is string => Boolean(name));
  const wanted = names.filter((name) => !status.loaded.has(name) && !status.loading.has(name));
  if (wanted.length === 0) return;
  update({ loading: new Set([...status.loading, ...wanted]), error: null });
  // The worker is given every file of the scope: it fetches only those it does not hold.
  const files = indexIds.filter((id) => setup.files[id]).map((indexId) => ({ indexId, url: new URL(setup.indexBaseUrl + setup.files[indexId], window.location.href).href }));
  const done = (error: string | null) => {
    const loading = new Set([...status.loading].filter((name) => !wanted.includes(name)));
    update(error ? { loading, error } : { loading, loaded: new Set([...status.loaded, ...wanted]) });
  };
  const asked = performance.now();
  searchWorker()
    .then((worker) => worker.load(files))
    .then(
      (report) => {
        performance.measure('search:index-load-in-worker', { start: performance.now() - report.ms, duration: report.ms });
        performance.measure('search:index-load', { start: asked, end: performance.now() });
        done(null);
      },
      (error: unknown) => done(workerErrorMessage(error)),
    );
}

/** The state a scope's indexes are in; an index the build did not write (no pages) counts as loaded. */
export function indexState(current: LoaderStatus, setup: SearchSetup, indexIds: string[]): IndexState {
  const needed = indexIds.map((id) => setup.files[id]).filter((name): name is string => Boolean(name));
  if (needed.every((name) => current.loaded.has(name))) return 'ready';
  if (needed.some((name) => current.loading.has(name))) return 'loading';
  return current.error ? 'error' : 'idle';
}
