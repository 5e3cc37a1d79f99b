import { cachedByContent, settledByContent } from '../content/build-cache';
import { getSearchOutline, firstIndexOutline } from '../content/render';
import { getDocsVersion } from '../content/source';
import { keepsAcrossRestarts } from '../content/content-index';
import { hasStoredIndex, storedIndex, storeIndex } from './index-store';
import { isSearchWarmingUp } from './search-warm-up';
import { withBaseUrl } from '../routes';
import type { BuiltSiteIndex } from './build-index';
import {
  buildPlannedIndex,
  getSearchFiles,
  getSiteSearchPlan,
  plannedPageInput,
  type PlannedIndex,
  type SearchFile,
} from './site-plan';
import type { SearchSetup } from './types';

/**
 * The search index as the site serves it: under `next dev`, each index built on request (and
 * kept across restarts, with a first index of titles while the warm-up runs); in a build, only
 * the names the navbar gives the files, which lib/build/search-index-files.ts writes after
 * `next build`.
 */

export type { BuiltSiteIndex } from './build-index';

/** An index is cached by its name alone: the name hashes everything it is built from. */
const builtIndexInputs = (plan: SearchFile) => [plan.name];

/**
 * A planned index, built once per name (the name hashes everything it is built from). The dev
 * server also keeps it on disk under that name for its next start (lib/search/index-store.ts).
 */
function builtIndexOf(plan: PlannedIndex): Promise<BuiltSiteIndex> {
  return cachedByContent('search-index', plan.indexId, builtIndexInputs(plan), async () => {
    const keep = keepsAcrossRestarts();
    const kept = keep ? storedIndex(plan.name) : undefined;
    if (kept) return kept;
    const built = await buildPlannedIndex(plan, getSearchOutline);
    if (keep) storeIndex(built);
    return built;
  });
}

/** The planned index if it is built: never waits. */
function settledIndexOf(plan: SearchFile): BuiltSiteIndex | undefined {
  return settledByContent<BuiltSiteIndex>('search-index', plan.indexId, builtIndexInputs(plan));
}

/**
 * While `next dev` outlines every page for the first time (about 20 s at a thousand pages), a
 * search is answered at once from a first index (`firstIndexOutline`): every page by its title,
 * breadcrumbs, description and keywords, and the pages saved since the start in full. Pages
 * rendered meanwhile ask for the index with `?first` (the same name, other content, so the
 * browser must not take one for the other); the warm-up's end refreshes them
 * (lib/search/search-warm-up.ts), and their next query loads the full one.
 */
function firstIndexOf(plan: PlannedIndex): Promise<BuiltSiteIndex> {
  return cachedByContent('search-first-index', plan.indexId, builtIndexInputs(plan), () =>
    buildPlannedIndex(plan, firstIndexOutline),
  );
}

/** Whether a search now would get the first index: the warm-up has not yet built (or kept) this one. */
function servesFirstIndex(plan: SearchFile): boolean {
  return isSearchWarmingUp() && !settledIndexOf(plan) && !hasStoredIndex(plan.name);
}

/** The index to answer with now: the built one, else during the first warm-up the first one, else built now. */
function indexToServe(plan: PlannedIndex): Promise<BuiltSiteIndex> {
  const built = settledIndexOf(plan);
  if (built) return Promise.resolve(built);
  return servesFirstIndex(plan) ? firstIndexOf(plan) : builtIndexOf(plan);
}

/** Every root file the dev server's search-index route serves, one per index. */
export function searchIndexRouteFiles(): string[] {
  return getSiteSearchPlan().indexes.map((plan) => plan.name);
}

/** A root's text, for the route that serves it under `next dev`; undefined for an unknown name. */
export async function getSearchIndexFile(name: string): Promise<string | undefined> {
  const root = getSiteSearchPlan().indexes.find((plan) => plan.name === name);
  return root ? (await indexToServe(root)).index.rootJson : undefined;
}

/** One piece's text, for the route that serves pieces under `next dev`; undefined for an unknown name. */
export async function getSearchPiece(name: string): Promise<string | undefined> {
  for (const plan of getSiteSearchPlan().indexes) {
    if (!name.startsWith(`${plan.indexId}-`)) continue;
    // A reader holding the first index asks for its pieces, even after the full one is built.
    const first = settledByContent<BuiltSiteIndex>(
      'search-first-index',
      plan.indexId,
      builtIndexInputs(plan),
    )?.index.pieces.get(name);
    if (first !== undefined) return first;
    const piece = (await indexToServe(plan)).index.pieces.get(name);
    if (piece !== undefined) return piece;
  }
  return undefined;
}

/**
 * Under `next dev`, outlines every indexed page and builds each index in the background
 * (lib/dev/warm-search.ts), so the first search finds them built. It goes on until every index
 * of the current plan is built: a save during the warm-up renames the indexes it touches.
 */
export async function warmSearchIndexes(yieldBetween: () => Promise<void>): Promise<number> {
  let pages = 0;
  for (let plans = unbuilt(); plans.length > 0; plans = unbuilt()) {
    for (const plan of plans) {
      // An index kept by the last start needs no page outlined.
      if (!hasStoredIndex(plan.name)) {
        for (const page of plan.pages) {
          await getSearchOutline(plannedPageInput(page));
          await yieldBetween();
        }
      }
      await builtIndexOf(plan);
      pages += plan.pages.length;
      await yieldBetween();
    }
  }
  return pages;
}

function unbuilt(): PlannedIndex[] {
  return getSiteSearchPlan().indexes.filter((plan) => !settledIndexOf(plan));
}

/** What the search box and the results page need to know, from the build. */
export function getSearchSetup(): SearchSetup {
  const { contexts, indexes } = getSearchFiles();
  const version = getDocsVersion();
  return {
    indexBaseUrl: withBaseUrl('/search-index/'),
    files: Object.fromEntries(
      indexes.map((index) => [index.indexId, `${index.name}${servesFirstIndex(index) ? '?first' : ''}`]),
    ),
    contexts,
    searchPath: '/search',
    versions: [{ name: version.name, label: version.label }],
  };
}
