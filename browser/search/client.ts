import type { Remote } from 'comlink';
import type { SearchWorkerApi } from './worker-api';

let remote: Promise<Remote<SearchWorkerApi>> | undefined;

/**
 * The search worker, started on first use and shared by the search box and the results page.
 * comlink is imported here rather than at the top so it joins the worker in loading on first
 * use: a page that is only read never downloads it.
 */
export function searchWorker(): Promise<Remote<SearchWorkerApi>> {
  remote ??= import('comlink').then(({ wrap }) => {
    const worker = new Worker(new URL('./worker.ts', import.meta.url), { type: 'module', name: 'search' });
    return wrap<SearchWorkerApi>(worker);
  });
  return remote;
}

/** What to tell the reader when a worker call fails, e.g. comlink's "Unserializable return value". */
export function workerErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}
