import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoadReport, SearchSetup } from '@/lib/search/types';

/** The worker as the loader sees it: it holds what it was asked to load, unless told to fail. */
const worker = {
  held: {} as Record<string, string>,
  failWith: null as string | null,
  pending: [] as (() => void)[],
  load: vi.fn(function (files: { indexId: string; url: string }[]): Promise<LoadReport> {
    return new Promise((resolve, reject) => {
      worker.pending.push(() => {
        if (worker.failWith) return reject(new Error(worker.failWith));
        for (const { indexId, url } of files) worker.held[indexId] = url;
        resolve({ held: { ...worker.held }, ms: 1 });
      });
    });
  }),
  /** Answers every load asked so far (the loader asks once the worker has started), and lets the loader take the answers in. */
  async answer() {
    await settled();
    for (const finish of worker.pending.splice(0)) finish();
    await settled();
  },
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
vi.mock('@/browser/search/client', () => ({
  searchWorker: async () => worker,
  workerErrorMessage: (error: Error) => error.message,
}));

const setup = (agents: string): SearchSetup => ({
  indexBaseUrl: '/search-index/',
  files: { agents, blog: 'blog-1.json' },
  contexts: [],
  searchPath: '/search',
  versions: [],
});

async function freshLoader() {
  vi.resetModules();
  return import('@/browser/search/index-loader');
}

beforeEach(() => {
  vi.stubGlobal('window', { location: { href: 'https://docs.example/agent/create-agent' } });
  worker.held = {};
  worker.failWith = null;
  worker.load.mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the index loader', () => {
  it('shows a load while the worker fetches, and is ready by the worker’s own report', async () => {
    const loader = await freshLoader();
    const state = (s: SearchSetup) => loader.indexState(loader.loaderStatus(), s, ['agents']);
    const first = setup('agents-a.json');
    expect(state(first)).toBe('idle');
    loader.loadIndexes(first, ['agents']);
    expect(state(first)).toBe('loading');
    loader.loadIndexes(first, ['agents']);
    await settled();
    expect(worker.load).toHaveBeenCalledTimes(1);
    await worker.answer();
    expect(state(first)).toBe('ready');
    expect(loader.loaderStatus().held).toEqual({ agents: 'https://docs.example/search-index/agents-a.json' });

    // A save under `next dev` renames the root: not ready until the worker holds the new one.
    const saved = setup('agents-b.json');
    expect(state(saved)).toBe('idle');
    loader.loadIndexes(saved, ['agents']);
    await settled();
    expect(worker.load).toHaveBeenLastCalledWith([
      { indexId: 'agents', url: 'https://docs.example/search-index/agents-b.json' },
    ]);
    await worker.answer();
    expect(state(saved)).toBe('ready');
  });

  it('takes in what the idle warm-up loaded without ever showing a load', async () => {
    const loader = await freshLoader();
    const seen: string[] = [];
    loader.subscribeToLoader(() =>
      seen.push(loader.indexState(loader.loaderStatus(), setup('agents-a.json'), ['agents', 'blog'])),
    );
    const warming = loader.warmIndexes(setup('agents-a.json'), ['agents', 'blog']);
    await worker.answer();
    await warming;
    expect(seen).toEqual(['ready']);
    loader.loadIndexes(setup('agents-a.json'), ['agents', 'blog']);
    await settled();
    expect(worker.load).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load, and asks again on the next try', async () => {
    const loader = await freshLoader();
    const s = setup('agents-a.json');
    worker.failWith = 'Could not load the search index (404 Not Found).';
    loader.loadIndexes(s, ['agents']);
    await worker.answer();
    expect(loader.indexState(loader.loaderStatus(), s, ['agents'])).toBe('error');
    expect(loader.loaderStatus().error).toBe('Could not load the search index (404 Not Found).');
    worker.failWith = null;
    loader.loadIndexes(s, ['agents']);
    expect(loader.indexState(loader.loaderStatus(), s, ['agents'])).toBe('loading');
    await worker.answer();
    expect(loader.indexState(loader.loaderStatus(), s, ['agents'])).toBe('ready');
  });

  it('counts a scope whose indexes the build did not write (no pages) as ready', async () => {
    const loader = await freshLoader();
    expect(loader.indexState(loader.loaderStatus(), setup('agents-a.json'), ['nothing-here'])).toBe('ready');
  });
});
