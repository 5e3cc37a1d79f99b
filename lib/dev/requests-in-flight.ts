import dc from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { devServerState } from '../content/server-state';

/**
 * The requests this `next dev` process is answering now, seen through Node's HTTP diagnostics
 * channel (every request the process serves, whatever route answers it). Background work waits
 * while there are any (lib/dev/warm-search.ts): on two cores, outlining a page between each step
 * of a request made every request wait behind the warm-up, so a search piece, a map lookup, took
 * 200 ms to serve. Upgraded connections (Next's hot-reload socket) stay open and do not count.
 */
interface State {
  open: Set<ServerResponse>;
  idle: Set<() => void>;
  /** When the last request ended (`performance.now()`). */
  lastEnded: number;
}

/**
 * How long the server must have been without a request before background work goes on. A tab's
 * work comes as chains of requests with short gaps between them (a search loads the worker's
 * chunks one after another, then an index root, then its pieces): resuming in each gap put one
 * page's outline in front of every link of the chain, and the first search at 950 pages took
 * over 3 s.
 */
const QUIET_MS = 300;

/** Starts counting requests. Once per process. */
export function trackRequests(): void {
  const shared = devServerState();
  if (shared.requests) return;
  const state: State = { open: new Set(), idle: new Set(), lastEnded: -Infinity };
  shared.requests = state;
  dc.subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    if (request.headers.upgrade) return;
    state.open.add(response);
    // 'close' comes when the response is finished and when the client goes away.
    response.once('close', () => {
      state.open.delete(response);
      state.lastEnded = performance.now();
      if (state.open.size > 0) return;
      for (const resolve of state.idle) resolve();
      state.idle.clear();
    });
  });
}

/**
 * Resolves once no request has been answered for `QUIET_MS`, or after `maxWaitMs` whatever
 * happens: a request that takes long (a first compile) slows background work down but never
 * stops it.
 */
export async function untilNoRequests(maxWaitMs: number): Promise<void> {
  const state = devServerState().requests as State | undefined;
  if (!state) return;
  const deadline = performance.now() + maxWaitMs;
  for (;;) {
    const left = deadline - performance.now();
    if (left <= 0) return;
    if (state.open.size > 0) {
      await untilIdle(state, left);
      continue;
    }
    const quietFor = QUIET_MS - (performance.now() - state.lastEnded);
    if (quietFor <= 0) return;
    await sleep(Math.min(quietFor, left));
  }
}

/** Resolves when the last open request ends, or after `ms`. */
async function untilIdle(state: State, ms: number): Promise<void> {
  let resolveIdle = () => {};
  const idle = new Promise<void>((resolve) => (resolveIdle = resolve));
  state.idle.add(resolveIdle);
  const timeout = new AbortController();
  await Promise.race([idle, sleep(ms, undefined, { signal: timeout.signal }).catch(() => {})]);
  timeout.abort();
  state.idle.delete(resolveIdle);
}
