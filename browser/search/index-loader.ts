import { createExternalStore } from '../external-store';
import { searchWorker, workerErrorMessage } from './client';
import type { LoadReport, SearchSetup } from '../../lib/search/types';

/**
 * What search components on the page know of the index files. The worker owns what is loaded
 * (its engine holds one root per index and says where each came from); this mirrors the
 * worker's last report, and adds what only the page knows: the loads a reader is waiting for.
 */
export interface LoaderStatus {
  /** The worker's last word on what it holds: index id -> the root URL it was loaded from. */
  held: Readonly<Record<string, string>>;
  /** Root URLs a reader asked for that the worker has not answered yet. */
  loading: ReadonlySet<string>;
  error: string | null;
}

export type IndexState = 'idle' | 'loading' | 'ready' | 'error';

const SERVER_STATUS: LoaderStatus = { held: {}, loading: new Set(), error: null };
const store = createExternalStore<LoaderStatus>(SERVER_STATUS);

/** Every update is a new object, so each one notifies the subscribers. */
function update(next: Partial<LoaderStatus>): void {
  store.set({ ...store.get(), ...next });
}

export const subscribeToLoader = store.subscribe;
export const loaderStatus = store.get;
export const serverLoaderStatus = () => SERVER_STATUS;

/** Where the roots of `indexIds` are, as the worker fetches them (absolute URLs); ids without a root are left out. */
function indexFileRefs(setup: SearchSetup, indexIds: string[]): { indexId: string; url: string }[] {
  return indexIds
    .filter((id) => setup.files[id])
    .map((indexId) => ({
      indexId,
      url: new URL(setup.indexBaseUrl + setup.files[indexId], window.location.href).href,
    }));
}

/** Asks the worker for the roots of `indexIds` it does not hold (in dev, a save renames a root), showing the load. */
export function loadIndexes(setup: SearchSetup, indexIds: string[]): void {
  const status = store.get();
  const wanted = indexFileRefs(setup, indexIds).filter(
    (ref) => status.held[ref.indexId] !== ref.url && !status.loading.has(ref.url),
  );
  if (wanted.length === 0) return;
  const urls = wanted.map((ref) => ref.url);
  update({ loading: new Set([...status.loading, ...urls]), error: null });
  const settle = (next: Partial<LoaderStatus>) =>
    update({ ...next, loading: new Set([...store.get().loading].filter((url) => !urls.includes(url))) });
  const asked = performance.now();
  searchWorker()
    .then((worker) => worker.load(wanted))
    .then(
      (report: LoadReport) => {
        performance.measure('search:index-load-in-worker', {
          start: performance.now() - report.ms,
          duration: report.ms,
        });
        performance.measure('search:index-load', { start: asked, end: performance.now() });
        settle({ held: report.held });
      },
      (error: unknown) => settle({ error: workerErrorMessage(error) }),
    );
}

/**
 * The same ask without showing it (the idle warm-up, components/search/use-search-warm-up.ts):
 * the box stays as it was, and is ready at once when the reader touches it. A failure is left to
 * the reader's own load, which asks again and reports it.
 */
export async function warmIndexes(setup: SearchSetup, indexIds: string[]): Promise<void> {
  const report = await (await searchWorker()).load(indexFileRefs(setup, indexIds));
  update({ held: report.held });
}

/** The state a scope's indexes are in; an index the build did not write (no pages) counts as loaded. */
export function indexState(current: LoaderStatus, setup: SearchSetup, indexIds: string[]): IndexState {
  const needed = indexIds.filter((id) => setup.files[id]);
  if (needed.length === 0) return 'ready';
  // Nothing held or asked for (always so on the server, where there is no page URL to resolve against).
  if (Object.keys(current.held).length === 0 && current.loading.size === 0) return current.error ? 'error' : 'idle';
  const refs = indexFileRefs(setup, needed);
  if (refs.every((ref) => current.held[ref.indexId] === ref.url)) return 'ready';
  if (refs.some((ref) => current.loading.has(ref.url))) return 'loading';
  return current.error ? 'error' : 'idle';
}
