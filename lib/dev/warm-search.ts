import { setImmediate as nextTurn } from 'node:timers/promises';
import { getSearchSetup, warmSearchIndexes } from '../search/site-index';
import { writeIndexes } from './index-store';
import { writeOutlines } from './outline-store';

/**
 * `next dev` builds search indexes on request. Outlining every page first would make the first
 * search wait seconds (and longer the bigger the site), so the server outlines them and builds
 * the indexes as soon as it starts, yielding between pages so page requests are not held up;
 * outlines and indexes kept by the last run (lib/dev/outline-store.ts, index-store.ts) are read
 * back, not parsed or built again.
 * Saves re-outline only the saved page, on the next search.
 */
export async function warmSearch(): Promise<void> {
  const started = performance.now();
  try {
    const pages = await warmSearchIndexes(() => nextTurn());
    writeOutlines();
    await writeIndexes();
    await compileSearchRoutes();
    console.log(`[search] indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // A broken content file: the page that shows it reports the problem; search warms on demand.
    console.warn(`[search] could not outline the pages in the background: ${(error as Error).message.split('\n')[0]}`);
    // What was built is still worth keeping.
    await writeIndexes();
  }
}

/**
 * Turbopack compiles a route on its first request, seconds on a small site: ask the server for
 * an index root and a piece now, so the author's first search does not wait for the compile.
 * The server's port comes from Next's start-server, which sets PORT for the process it serves.
 */
async function compileSearchRoutes(): Promise<void> {
  const port = process.env.PORT;
  const { indexBaseUrl, files } = getSearchSetup();
  const base = `http://127.0.0.1:${port}${indexBaseUrl}`;
  const asked = port ? [`${base}${Object.values(files)[0]}`, `${base}pieces/compile.json`] : [];
  // A piece that does not exist is answered with a 404 once the route is compiled.
  const answered = await Promise.all(asked.map((url) => fetch(url).then((response) => response.arrayBuffer().then(() => true), () => false)));
  if (answered.length === 0 || answered.includes(false)) {
    console.warn(`[search] the search routes will compile on the first search: ${port ? `127.0.0.1:${port} did not answer` : 'the dev server did not say its port (PORT)'}`);
  }
}
