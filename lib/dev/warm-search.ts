import { setImmediate as nextTurn } from 'node:timers/promises';
import { warmSearchIndexes } from '../search/site-index';
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
    console.log(`[search] indexed ${pages} pages in ${Math.round(performance.now() - started)} ms`);
  } catch (error) {
    // A broken content file: the page that shows it reports the problem; search warms on demand.
    console.warn(`[search] could not outline the pages in the background: ${(error as Error).message.split('\n')[0]}`);
  }
}
