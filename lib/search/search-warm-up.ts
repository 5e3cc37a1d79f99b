import warmUp from '../../.plumbline/search-warm-up.json';
import { writeSearchWarmUp } from '../content/content-index-writer.mjs';

/**
 * Whether `next dev`'s search warm-up (lib/dev/warm-search.ts) is still building the indexes for
 * the first time. While it runs, search answers from a first index of titles
 * (lib/search/site-index.ts). The state is a module that the server code imports: `npm run dev`
 * (scripts/dev.mjs) writes `running: true` before the server starts and the warm-up writes
 * `false` when it ends, so Next runs the search code again and refreshes open pages, whose navbar
 * then names the full indexes.
 */
export function isSearchWarmingUp(): boolean {
  return (warmUp as { running: boolean }).running;
}

/** The warm-up has built every index (or given up). */
export function searchWarmUpEnded(): void {
  writeSearchWarmUp(false);
}
