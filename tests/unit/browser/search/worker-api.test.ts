import { expose, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIndex } from '@/lib/search/build-index';
import { pagePieceName } from '@/lib/search/index-format';
import { workerErrorMessage } from '@/browser/search/client';
import { SearchEngine } from '@/browser/search/engine';
import { createSearchWorkerApi, type SearchWorkerApi } from '@/browser/search/worker-api';
import { pages } from '@/tests/helpers/pages-about-agents-and-metadata';

const built = buildIndex('all', pages);
const ROOT = 'https://docs.example/search-index/all-0.json';

/** A static server holding the root at ROOT and the pieces beside it in pieces/. */
async function serve(url: string | URL | Request): Promise<Response> {
  const href = String(url);
  if (href === ROOT) return new Response(built.rootJson);
  const piece = href.startsWith('https://docs.example/search-index/pieces/')
    ? built.pieces.get(href.split('/').pop()!)
    : undefined;
  return piece === undefined ? new Response('gone', { status: 404, statusText: 'Not Found' }) : new Response(piece);
}
const channels: MessageChannel[] = [];

/** The worker's API behind comlink on a MessageChannel: the same RPC the browser uses, without a browser. */
function connect(api: object): Remote<SearchWorkerApi> {
  const channel = new MessageChannel();
  channels.push(channel);
  expose(api, channel.port1 as unknown as Parameters<typeof expose>[1]);
  return wrap<SearchWorkerApi>(channel.port2 as unknown as Parameters<typeof wrap>[0]);
}

afterEach(() => {
  for (const channel of channels.splice(0)) {
    channel.port1.close();
    channel.port2.close();
  }
});

describe('the search worker API over comlink', () => {
  it('fetches a root once, then for a query only the pieces it needs, each once', async () => {
    const fetchFile = vi.fn(serve);
    const remote = connect(createSearchWorkerApi(new SearchEngine(50), fetchFile));
    const ref = { indexId: 'all', url: ROOT };
    expect(await remote.load([ref])).toMatchObject({ held: { all: ROOT } });
    expect(await remote.load([ref])).toMatchObject({ held: { all: ROOT } });
    expect(fetchFile).toHaveBeenCalledTimes(1);
    const response = await remote.search('regen', { contexts: ['all'], limit: 8 });
    expect(response).toMatchObject({ status: 'ok', total: 1, hits: [{ document: { hash: '#regenerating' } }] });
    const fetched = fetchFile.mock.calls.map(([url]) => String(url).split('/').pop()!);
    expect(fetched.length).toBeGreaterThan(1);
    // The root, the postings that hold "regen", and the hit's page: not the other pages' text.
    const pagePieces = new Set(built.root.pages.map(([hash]) => pagePieceName('all', hash)));
    expect(fetched.filter((name) => pagePieces.has(name))).toHaveLength(1);
    expect(fetched.length).toBeLessThan(built.pieces.size);
    await remote.search('regen', { contexts: ['all'], limit: 8 });
    expect(fetchFile.mock.calls.length).toBe(fetched.length);
  });

  it('answers with the fetch failure when a piece cannot be loaded', async () => {
    const remote = connect(
      createSearchWorkerApi(new SearchEngine(50), async (url) =>
        String(url).includes('/pieces/') ? new Response('gone', { status: 404, statusText: 'Not Found' }) : serve(url),
      ),
    );
    await remote.load([{ indexId: 'all', url: ROOT }]);
    expect(await remote.search('regen', { contexts: ['all'] })).toEqual({
      status: 'error',
      message: 'Could not load the search index (404 Not Found).',
      ms: expect.any(Number),
    });
  });

  it('answers a malformed query with the parser message', async () => {
    const remote = connect(createSearchWorkerApi(new SearchEngine(50), serve));
    await remote.load([{ indexId: 'all', url: ROOT }]);
    expect(await remote.search('agent~x', { contexts: ['all'] })).toEqual({
      status: 'error',
      message: 'edit distance must be numeric',
      hint: 'A number must follow ~, as in agent~1.',
      ms: expect.any(Number),
    });
  });

  it('rejects a load that fails, and tries again on the next call', async () => {
    const fetchFile = vi.fn(async () => new Response('gone', { status: 404, statusText: 'Not Found' }));
    const remote = connect(createSearchWorkerApi(new SearchEngine(50), fetchFile));
    const ref = { indexId: 'all', url: 'https://docs.example/missing.json' };
    await expect(remote.load([ref])).rejects.toThrow('Could not load the search index (404 Not Found).');
    await expect(remote.load([ref])).rejects.toThrow();
    expect(fetchFile).toHaveBeenCalledTimes(2);
  });

  it("rejects an answer that cannot be sent back with comlink's 'Unserializable return value', which the reader is shown", async () => {
    const broken = { search: () => ({ status: 'ok', hits: [() => 'a function cannot be cloned'] }) };
    const remote = connect(broken);
    const error = await remote.search('agent', { contexts: [] }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(workerErrorMessage(error)).toBe('Unserializable return value');
  });
});
