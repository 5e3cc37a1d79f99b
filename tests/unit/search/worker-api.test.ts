import { expose, wrap, type Remote } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildIndexFile } from '@/lib/search/build-index';
import { workerErrorMessage } from '@/lib/search/client';
import { SearchEngine } from '@/lib/search/engine';
import { createSearchWorkerApi, type SearchWorkerApi } from '@/lib/search/worker-api';
import { pages } from './pages-about-agents-and-metadata';

const file = JSON.stringify(buildIndexFile(pages));
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
  it('fetches an index once, then searches it', async () => {
    const fetchFile = vi.fn(async () => new Response(file));
    const remote = connect(createSearchWorkerApi(new SearchEngine(50), fetchFile));
    const ref = { indexId: 'all', url: 'https://docs.example/search-index/all-0.json' };
    expect((await remote.load([ref])).loaded).toEqual(['all']);
    expect((await remote.load([ref])).loaded).toEqual([]);
    expect(fetchFile).toHaveBeenCalledTimes(1);
    const response = await remote.search('regen', { contexts: ['all'], limit: 8 });
    expect(response).toMatchObject({ status: 'ok', total: 1, hits: [{ document: { hash: '#regenerating' } }] });
  });

  it('answers a malformed query with the parser message', async () => {
    const remote = connect(createSearchWorkerApi(new SearchEngine(50), async () => new Response(file)));
    await remote.load([{ indexId: 'all', url: 'https://docs.example/a.json' }]);
    expect(await remote.search('agent~x', { contexts: ['all'] })).toEqual({ status: 'error', message: 'edit distance must be numeric', ms: expect.any(Number) });
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
