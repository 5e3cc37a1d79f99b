import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { getSearchSetup, warmSearchIndexes } from '../search/site-index';
import { writeIndexes } from './index-store';
import { writeOutlines } from './outline-store';
import { trackRequests, untilNoRequests } from './requests-in-flight';
import { searchWarmUpEnded } from './search-warm-up';

/**
 * `next dev` builds search indexes on request. Outlining every page first would make the first
 * search wait seconds (and longer the bigger the site), so the server outlines them and builds
 * the indexes as soon as it starts, pausing between pages while the server answers a request;
 * outlines and indexes kept by the last run (lib/dev/outline-store.ts, index-store.ts) are read
 * back, not parsed or built again. Until it ends, search answers from a first index of every
 * page's title and the pages saved since the start (lib/search/site-index.ts), and the search
 * routes are compiled meanwhile.
 * Saves re-outline only the saved page, on the next search.
 */
export async function warmSearch(): Promise<void> {
  const started = performance.now();
  trackRequests();
  const compiled = compileSearchRoutes();
  try {
    const pages = await warmSearchIndexes(async () => {
      await nextTurn();
      await untilNoRequests(REQUEST_WAIT_MS);
    });
    writeOutlines();
    await writeIndexes();
    searchWarmUpEnded();
    console.log(`[search] indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // What was built is still worth keeping.
    await writeIndexes();
    searchWarmUpEnded();
    // A broken content file: the page that shows it reports the problem; search warms on demand.
    console.warn(`[search] could not outline the pages in the background: ${(error as Error).message.split('\n')[0]}`);
  }
  await compiled;
}

/** The longest the warm-up pauses for requests between two pages. */
const REQUEST_WAIT_MS = 2000;

/** How long the warm-up waits for the server it runs in to answer, which starts listening after it. */
const SERVER_START_MS = 60_000;

/**
 * Turbopack compiles a route on its first request, seconds on a small site: ask the server for
 * a root and a piece now, so the author's first search does not wait for the compile. Names no
 * index has are answered with a 404 once the route is compiled, and build nothing.
 * The server's port comes from Next's start-server, which sets PORT for the process it serves;
 * `register()` runs before that server listens, so a refused connection is tried again.
 */
async function compileSearchRoutes(): Promise<void> {
  const port = process.env.PORT;
  if (!port) {
    console.warn('[search] the search routes will compile on the first search: the dev server did not say its port (PORT)');
    return;
  }
  const base = `http://127.0.0.1:${port}${getSearchSetup().indexBaseUrl}`;
  const deadline = performance.now() + SERVER_START_MS;
  const answered = async (url: string): Promise<boolean> => {
    while (!(await fetch(url).then((response) => response.arrayBuffer().then(() => true), () => false))) {
      if (performance.now() > deadline) return false;
      await sleep(250);
    }
    return true;
  };
  // Both at once: Turbopack compiles them side by side, and the page an author opens meanwhile.
  const compiled = await Promise.all([answered(`${base}compile.json`), answered(`${base}pieces/compile.json`)]);
  if (compiled.includes(false)) console.warn(`[search] the search routes will compile on the first search: 127.0.0.1:${port} did not answer`);
}
