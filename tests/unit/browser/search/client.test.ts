import { afterEach, describe, expect, it, vi } from 'vitest';

/** Workers the page started, with what they were started from. */
const started: { url: string; options: WorkerOptions }[] = [];
class FakeWorker extends EventTarget {
  constructor(url: URL, options: WorkerOptions) {
    super();
    started.push({ url: String(url), options });
  }
  postMessage(): void {}
  terminate(): void {}
}

/** The module as a freshly loaded page has it. */
async function freshPage() {
  vi.resetModules();
  vi.stubGlobal('Worker', FakeWorker);
  return import('@/browser/search/client');
}

afterEach(() => {
  started.length = 0;
  vi.unstubAllGlobals();
});

describe('the search worker', () => {
  it('is not started until search is first used', async () => {
    await freshPage();
    expect(started).toEqual([]);
  });

  it('is started once, as a module named search, and shared by the search box and the results page', async () => {
    const { searchWorker } = await freshPage();
    const [box, results] = await Promise.all([searchWorker(), searchWorker()]);
    const later = await searchWorker();
    expect(started).toHaveLength(1);
    expect(started[0].url).toMatch(/\/browser\/search\/worker\.ts$/);
    expect(started[0].options).toEqual({ type: 'module', name: 'search' });
    expect(results).toBe(box);
    expect(later).toBe(box);
  });
});

describe('what the reader is told when a worker call fails', () => {
  it('is the error’s message, or the value itself when it is no Error or has no message', async () => {
    const { workerErrorMessage } = await freshPage();
    expect(workerErrorMessage(new Error('Unserializable return value'))).toBe('Unserializable return value');
    expect(workerErrorMessage(new TypeError(''))).toBe('TypeError');
    expect(workerErrorMessage('Worker terminated')).toBe('Worker terminated');
    expect(workerErrorMessage(undefined)).toBe('undefined');
  });
});
