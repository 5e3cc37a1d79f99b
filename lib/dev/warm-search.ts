import { setImmediate as nextTurn } from 'node:timers/promises';
import { warmSearchIndexes } from '../search/site-index';
import { writeIndexes } from '../search/index-store';
import { writeOutlines } from '../content/outline-store';
import { trackRequests, untilNoRequests } from './requests-in-flight';
import { untilSaveSettled } from './after-save';
import { searchWarmUpEnded } from '../search/search-warm-up';

/**
 * `next dev` builds search indexes on request. Outlining every page first would make the first
 * search wait seconds (and longer the bigger the site), so the server outlines them and builds
 * the indexes as soon as it starts, pausing between pages while the server answers a request
 * and for a moment after each save (lib/dev/after-save.ts);
 * outlines and indexes kept by the last run (lib/content/outline-store.ts,
 * lib/search/index-store.ts) are read back, not parsed or built again. Until it ends, search
 * answers from a first index of every page's title and the pages saved since the start
 * (lib/search/site-index.ts). `npm run dev` has the search routes compiled meanwhile
 * (scripts/lib/compile-search-routes.mjs). Saves re-outline only the saved page, on the next search.
 */
export async function warmSearch(): Promise<void> {
  const started = performance.now();
  trackRequests();
  try {
    const pages = await warmSearchIndexes(async () => {
      await nextTurn();
      await untilSaveSettled();
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
}

/** The longest the warm-up pauses for requests between two pages. */
const REQUEST_WAIT_MS = 2000;
