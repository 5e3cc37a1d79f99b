import { wrap, type Remote } from 'comlink';
import type { SearchWorkerApi } from './worker-api';

let remote: Remote<SearchWorkerApi> | undefined;

/** The search worker, started on first use and shared by the search box and the results page. */
export function searchWorker(): Remote<SearchWorkerApi> {
  if (!remote) {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'search' });
    remote = wrap<SearchWorkerApi>(worker);
  }
  return remote;
}

/** What to tell the reader when a worker call fails, e.g. comlink's "Unserializable return value". */
export function workerErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
