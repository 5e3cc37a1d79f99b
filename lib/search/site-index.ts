import path from 'node:path';
import { cachedByContent, contentHash, oncePerBuild, settledByContent, sourcesFingerprint } from '../content/build-cache';
import { readMarkdownFile, type MarkdownFile } from '../content/files';
import { getSearchOutline, firstIndexOutline } from '../content/render';
import { referencedFilesStamp } from '../content/referenced-files';
import { getBreadcrumbs, getDocsVersion, getSidebar } from '../content/source';
import type { CompileInput } from '../mdx/compile';
import { keepsAcrossRestarts } from '../dev/content-changes';
import { hasStoredIndex, storedIndex, storeIndex } from '../dev/index-store';
import { isSearchWarmingUp } from '../dev/search-warm-up';
import type { SearchSection } from '../mdx/rehype-search-sections';
import { getRouteTable, withBaseUrl, type Route } from '../routes';
import { PIECE_BUNDLE_SUFFIX } from '../build/search-pieces.mjs';
import { buildIndex, type BuiltSiteIndex, type IndexedPage } from './build-index';
import { indexIdOfPath, type SearchContext } from './contexts';
import { searchContextsFrom } from './site-contexts';
import type { SearchSetup } from './types';

/** Route kinds the index covers: docs and blog posts, never lists or standalone pages. */
export const INDEXED_KINDS: ReadonlySet<Route['kind']> = new Set(['doc', 'blog-post']);

/** A page to index: its route, where it sits, and its source file. */
interface PlannedPage {
  route: Route;
  breadcrumbs: string[];
  file: MarkdownFile;
}

/** One index file to write: its id, its name and the pages it holds. */
export interface PlannedIndex {
  indexId: string;
  /** `<indexId>-<hash>.json`, the hash taken from everything the file is built from. */
  name: string;
  /**
   * The file the route serves and the path the page requests. A build writes `name`. Under
   * `next dev` the route serves `<indexId>.json` and pages ask for `<indexId>.json?v=<hash>`:
   * the dev server answers a dynamic route from the params `generateStaticParams` gave before
   * the last save, so a new hashed name would be refused once; a stable name with the hash in
   * the query still makes the browser load the file again after a save.
   */
  served: string;
  requested: string;
  pages: PlannedPage[];
}

export type { BuiltSiteIndex } from './build-index';

export interface SiteSearchInput {
  routes: Route[];
  contexts: SearchContext[];
  breadcrumbsOf: (route: Route) => string[];
  compile: (input: CompileInput) => Promise<{ sections: SearchSection[] }>;
}

/**
 * Which index files the site has and what goes in each, without compiling anything: one per
 * context that has pages, plus one for the indexed pages outside every context. A file's name
 * hashes its pages' sources and routes and the code that builds it, so the navbar can name the
 * files before any page is compiled, and an unchanged file keeps its name (and its cache).
 */
export function planSiteSearch({ routes, contexts, breadcrumbsOf }: Omit<SiteSearchInput, 'compile'>): PlannedIndex[] {
  const byIndex = new Map<string, PlannedPage[]>();
  for (const route of routes.filter((r) => INDEXED_KINDS.has(r.kind) && !r.unlisted)) {
    if (!route.source) {
      throw new Error(`The ${route.kind} route ${route.path} has no source file, so search cannot index it: set \`source\` in its route table entry.`);
    }
    const page = { route, breadcrumbs: breadcrumbsOf(route), file: readMarkdownFile(path.resolve(process.cwd(), route.source)) };
    const indexId = indexIdOfPath(route.path, contexts);
    byIndex.set(indexId, [...(byIndex.get(indexId) ?? []), page]);
  }
  return [...byIndex].map(([indexId, pages]) => {
    const inputs = pages.map(({ route, breadcrumbs, file }) => JSON.stringify([route.path, route.title, route.description ?? '', breadcrumbs, file.data]) + file.body + referencedFilesStamp(file.absPath, file.body));
    const hash = contentHash(getIndexerFingerprint(), ...inputs).slice(0, 12);
    const name = `${indexId}-${hash}.json`;
    const dev = process.env.NODE_ENV === 'development';
    return { indexId, name, served: dev ? `${indexId}.json` : name, requested: dev ? `${indexId}.json?v=${hash}` : name, pages };
  });
}

/** The planned pages as the index takes them, compiled through the shared compile cache. */
export async function indexedPagesOf(plan: PlannedIndex, compile: SiteSearchInput['compile']): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const { route, breadcrumbs, file } of plan.pages) {
    const { sections } = await compile({ sourcePath: file.absPath, body: file.body, bodyStartLine: file.bodyStartLine, format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md' });
    const description = route.description ?? stringOf(file.data.description);
    pages.push({ title: route.title, url: route.path, breadcrumbs, description, keywords: keywordsOf(file.data), sections });
  }
  return pages;
}

/** Compiles the planned pages and builds their index. */
export async function buildPlannedIndex(plan: PlannedIndex, compile: SiteSearchInput['compile']): Promise<BuiltSiteIndex> {
  const pages = await indexedPagesOf(plan, compile);
  const index = buildIndex(plan.indexId, pages);
  return { indexId: plan.indexId, name: plan.name, index, pages: pages.length, sections: pages.reduce((n, p) => n + p.sections.length, 0) };
}

/** Every index of a site, built. */
export async function buildSiteSearch(input: SiteSearchInput): Promise<BuiltSiteIndex[]> {
  return Promise.all(planSiteSearch(input).map((plan) => buildPlannedIndex(plan, input.compile)));
}

/** The code that shapes index files: a change to it must give the files new names. */
const INDEXER_SOURCES = ['lib/search', 'lib/mdx', 'package-lock.json'];

const getIndexerFingerprint = oncePerBuild(() => sourcesFingerprint(INDEXER_SOURCES));

/** Front matter `keywords`, and a blog post's `tags` when they are plain words. */
function keywordsOf(data: Record<string, unknown>): string[] {
  return [data.keywords, data.tags].flatMap((value) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []));
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function siteBreadcrumbs(route: Route): string[] {
  if (route.kind === 'blog-post') return ['Blog'];
  return getBreadcrumbs(route.path, route.title).slice(0, -1).map((crumb) => crumb.label);
}

/** The site's search contexts and index plan, from the route table and sidebar alone. */
export const getSiteSearchPlan = oncePerBuild((): { contexts: SearchContext[]; indexes: PlannedIndex[] } => {
  const routes = getRouteTable();
  const contexts = searchContextsFrom(getSidebar(), routes);
  return { contexts, indexes: planSiteSearch({ routes, contexts, breadcrumbsOf: siteBreadcrumbs }) };
});

/** An index is cached by its name alone: the name hashes everything it is built from. */
const builtIndexInputs = (plan: PlannedIndex) => [plan.name];

/**
 * A planned index, built once per name (the name hashes everything it is built from). The dev
 * server also keeps it on disk under that name for its next start (lib/dev/index-store.ts).
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
function settledIndexOf(plan: PlannedIndex): BuiltSiteIndex | undefined {
  return settledByContent<BuiltSiteIndex>('search-index', plan.indexId, builtIndexInputs(plan));
}

/**
 * While `next dev` outlines every page for the first time (about 20 s at a thousand pages), a
 * search is answered at once from a first index (`firstIndexOutline`): every page by its title,
 * breadcrumbs, description and keywords, and the pages saved since the start in full. Pages
 * rendered meanwhile name the index with `&first`; the warm-up's end refreshes them
 * (lib/dev/search-warm-up.ts), and their next query loads the full one.
 */
function firstIndexOf(plan: PlannedIndex): Promise<BuiltSiteIndex> {
  return cachedByContent('search-first-index', plan.indexId, builtIndexInputs(plan), () => buildPlannedIndex(plan, firstIndexOutline));
}

/** Whether a search now would get the first index: the warm-up has not yet built (or kept) this one. */
function servesFirstIndex(plan: PlannedIndex): boolean {
  return isSearchWarmingUp() && !settledIndexOf(plan) && !hasStoredIndex(plan.name);
}

/** The index to answer with now: the built one, else during the first warm-up the first one, else built now. */
function indexToServe(plan: PlannedIndex): Promise<BuiltSiteIndex> {
  const built = settledIndexOf(plan);
  if (built) return Promise.resolve(built);
  return servesFirstIndex(plan) ? firstIndexOf(plan) : builtIndexOf(plan);
}

/** The name of the file holding every piece of an index, which the build splits into `pieces/` (lib/build/search-pieces.mjs). */
export function pieceBundleName(plan: PlannedIndex): string {
  return plan.name.replace(/\.json$/, PIECE_BUNDLE_SUFFIX);
}

/** Every file name the search-index route writes: each root, and in a build each piece bundle. */
export function searchIndexRouteFiles(): string[] {
  const plans = getSiteSearchPlan().indexes;
  return [...plans.map((plan) => plan.served), ...(process.env.NODE_ENV === 'development' ? [] : plans.map(pieceBundleName))];
}

/** A root or piece bundle's text, for the route that writes it; undefined for an unknown name. */
export async function getSearchIndexFile(name: string): Promise<string | undefined> {
  const plans = getSiteSearchPlan().indexes;
  const root = plans.find((plan) => plan.served === name);
  if (root) return (await indexToServe(root)).index.rootJson;
  const bundled = plans.find((plan) => pieceBundleName(plan) === name);
  if (bundled) return JSON.stringify(Object.fromEntries((await builtIndexOf(bundled)).index.pieces));
  return undefined;
}

/** One piece's text, for the route that serves pieces under `next dev`; undefined for an unknown name. */
export async function getSearchPiece(name: string): Promise<string | undefined> {
  for (const plan of getSiteSearchPlan().indexes) {
    if (!name.startsWith(`${plan.indexId}-`)) continue;
    // A reader holding the first index asks for its pieces, even after the full one is built.
    const first = settledByContent<BuiltSiteIndex>('search-first-index', plan.indexId, builtIndexInputs(plan))?.index.pieces.get(name);
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
        for (const { file } of plan.pages) {
          await getSearchOutline({ sourcePath: file.absPath, body: file.body, bodyStartLine: file.bodyStartLine, format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md' });
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
  const { contexts, indexes } = getSiteSearchPlan();
  const version = getDocsVersion();
  return {
    indexBaseUrl: withBaseUrl('/search-index/'),
    files: Object.fromEntries(indexes.map((index) => [index.indexId, `${index.requested}${servesFirstIndex(index) ? '&first' : ''}`])),
    contexts,
    searchPath: '/search',
    versions: [{ name: version.name, label: version.label }],
  };
}
