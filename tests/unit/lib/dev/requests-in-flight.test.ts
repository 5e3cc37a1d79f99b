import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trackRequests, untilNoRequests } from '@/lib/dev/requests-in-flight';

// The search warm-up under `next dev` waits on these between pages. A real HTTP server in this
// process: the tracker sees requests through Node's diagnostics channel, as it does in Next's.
let server: http.Server;
let url: string;
/** Responses held open until the test ends them. */
const held: http.ServerResponse[] = [];

beforeAll(async () => {
  trackRequests();
  server = http.createServer((request, response) => {
    if (request.url === '/hold') held.push(response);
    else response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of held) response.end();
  await new Promise((resolve) => server.close(resolve));
});

/** Resolves once the server has the request open. */
async function holdRequest(): Promise<{ end: () => Promise<void> }> {
  const before = held.length;
  const answered = fetch(`${url}/hold`).then((response) => response.text());
  await expect.poll(() => held.length).toBe(before + 1);
  const response = held[before];
  return {
    end: async () => {
      response.end('done');
      await answered;
    },
  };
}

describe('background work waits for the server to be quiet', () => {
  it('goes on at once when nothing has been asked for a while', async () => {
    await untilNoRequests(60_000);
    const started = performance.now();
    await untilNoRequests(60_000);
    expect(performance.now() - started).toBeLessThan(250);
  });

  it('waits while a request is answered, then for a quiet moment after it, since a tab asks in chains', async () => {
    const request = await holdRequest();
    let resumed = false;
    const waiting = untilNoRequests(60_000).then(() => (resumed = true));
    // A second request of the same chain keeps it waiting too.
    await (await fetch(`${url}/quick`)).text();
    expect(resumed).toBe(false);
    await request.end();
    const ended = performance.now();
    expect(resumed).toBe(false);
    await waiting;
    expect(performance.now() - ended).toBeGreaterThanOrEqual(250);
  });

  it('never waits longer than it is told, even for a request that does not end', async () => {
    const request = await holdRequest();
    await untilNoRequests(100);
    expect(held.at(-1)?.writableEnded).toBe(false);
    await request.end();
  });
});
