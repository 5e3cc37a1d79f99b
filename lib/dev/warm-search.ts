import { setImmediate as nextTurn } from 'node:timers/promises';
import { getSearchSetup, warmSearchIndexes } from '../search/site-index';
import { writeOutlines } from './outline-store';

/**
 * `next dev` builds search indexes on request. Outlining every page first would make the first
 * search wait seconds (and longer the bigger the site), so the server outlines them and builds
 * the indexes as soon as it starts, yielding between pages so page requests are not held up;
 * outlines kept by the last run (lib/dev/outline-store.ts) are read back, not parsed again.
 * Saves re-outline only the saved page, on the next search.
 */
export async function warmSearch(): Promise<void> {
  const started = performance.now();
  try {
    const pages = await warmSearchIndexes(() => nextTurn());
    writeOutlines();
    await compileSearchRoutes();
    console.log(`[search] indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // A broken content file: the page that shows it reports the problem; search warms on demand.
    console.warn(`[search] could not outline the pages in the background: ${(error as Error).message.split('\n')[0]}`);
  }
}

/**
 * Turbopack compiles a route on its first request, seconds on a small site: ask the server for
 * an index root and a piece now, so the author's first search does not wait for the compile.
 */
async function compileSearchRoutes(): Promise<void> {
  const port = process.env.PORT;
  if (!port) return;
  const { indexBaseUrl, files } = getSearchSetup();
  const base = `http://127.0.0.1:${port}${indexBaseUrl}`;
  for (const url of [`${base}${Object.values(files)[0]}`, `${base}pieces/compile.json`]) {
    // A piece that does not exist is answered with a 404 once the route is compiled.
    await fetch(url).then((response) => response.arrayBuffer(), () => undefined);
  }
}
