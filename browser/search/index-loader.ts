import { createExternalStore } from '../external-store';
import { searchWorker, workerErrorMessage } from './client';
import type { SearchSetup } from '../../lib/search/types';

/** Which index files the worker holds, shared by every search component on the page. */
export interface LoaderStatus {
  loaded: ReadonlySet<string>;
  loading: ReadonlySet<string>;
  error: string | null;
}

export type IndexState = 'idle' | 'loading' | 'ready' | 'error';

const SERVER_STATUS: LoaderStatus = { loaded: new Set(), loading: new Set(), error: null };
const store = createExternalStore<LoaderStatus>(SERVER_STATUS);

/** Every update is a new object, so each one notifies the subscribers. */
function update(next: Partial<LoaderStatus>): void {
  store.set({ ...store.get(), ...next });
}

export const subscribeToLoader = store.subscribe;
export const loaderStatus = store.get;
export const serverLoaderStatus = () => SERVER_STATUS;

/** Where the roots of `indexIds` are, as the worker fetches them (absolute URLs); ids without a root are left out. */
export function indexFileRefs(setup: SearchSetup, indexIds: string[]): { indexId: string; url: string }[] {
  return indexIds.filter((id) => setup.files[id]).map((indexId) => ({ indexId, url: new URL(setup.indexBaseUrl + setup.files[indexId], window.location.href).href }));
}

/** Asks the worker to fetch the index files of `indexIds` it does not hold yet. */
export function loadIndexes(setup: SearchSetup, indexIds: string[]): void {
  const status = store.get();
  const wanted = indexIds.filter((id) => setup.files[id] && !status.loaded.has(id) && !status.loading.has(id));
  if (wanted.length === 0) return;
  update({ loading: new Set([...status.loading, ...wanted]), error: null });
  const files = indexFileRefs(setup, wanted);
  const done = (error: string | null) => {
    const current = store.get();
    const loading = new Set([...current.loading].filter((id) => !wanted.includes(id)));
    update(error ? { loading, error } : { loading, loaded: new Set([...current.loaded, ...wanted]) });
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
  const needed = indexIds.filter((id) => setup.files[id]);
  if (needed.every((id) => current.loaded.has(id))) return 'ready';
  if (needed.some((id) => current.loading.has(id))) return 'loading';
  return current.error ? 'error' : 'idle';
}

/**
 * Under `next dev`, after a save (components/dev/content-live-reload.client.tsx): the next load
 * asks the worker again, which fetches only the files whose names (hashes) changed.
 */
export function forgetLoadedIndexes(): void {
  update({ loaded: new Set() });
}
