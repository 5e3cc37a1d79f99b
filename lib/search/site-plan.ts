import fs from 'node:fs';
import path from 'node:path';
import { contentHashOf, oncePerBuild, sourcesFingerprint } from '../content/build-cache';
import { readMarkdownFile, type MarkdownFile } from '../content/files';
import { isBuild } from '../content/build-mode';
import { referencedFilesKey } from '../content/referenced-files';
import { getBreadcrumbs, getSidebar } from '../content/source';
import type { CompileInput } from '../mdx/compile-input';
import type { SearchSection } from '../mdx/rehype-search-sections';
import { getRouteTable, type Route } from '../routes';
import { buildIndex, type BuiltSiteIndex, type IndexedPage } from './build-index';
import { indexIdOfPath, type SearchContext } from './contexts';
import { searchContextsFrom } from './site-contexts';

/**
 * Which search index files the site has and what goes in each, from the route table and the
 * sources alone: the navbar names them while pages render, a build writes them after
 * `next build` (lib/build/search-index-files.ts), and `next dev` serves them
 * (lib/search/site-index.ts). It imports neither the MDX compiler nor lib/dev, so a one-shot
 * script can run it.
 */

/** Route kinds the index covers: docs and blog posts, never lists or standalone pages. */
export const INDEXED_KINDS: ReadonlySet<Route['kind']> = new Set(['doc', 'blog-post']);

/** A page to index: its route, where it sits, and its source file (absolute), parsed when it is indexed. */
interface PlannedPage {
  route: Route;
  breadcrumbs: string[];
  sourcePath: string;
}

/** One index file to write: its id, its name and the pages it holds. */
export interface PlannedIndex {
  indexId: string;
  /** `<indexId>-<hash>.json`, the hash taken from everything the file is built from. */
  name: string;
  pages: PlannedPage[];
}

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
      throw new Error(
        `The ${route.kind} route ${route.path} has no source file, so search cannot index it: set \`source\` in its route table entry.`,
      );
    }
    const page = { route, breadcrumbs: breadcrumbsOf(route), sourcePath: path.resolve(process.cwd(), route.source) };
    const indexId = indexIdOfPath(route.path, contexts);
    const pages = byIndex.get(indexId);
    if (pages) pages.push(page);
    else byIndex.set(indexId, [page]);
  }
  return [...byIndex].map(([indexId, pages]) => {
    const hash = contentHashOf(hashedInputs(pages)).slice(0, 12);
    return { indexId, name: `${indexId}-${hash}.json`, pages };
  });
}

/**
 * What an index file's name hashes, one page at a time (every page's text at once was over
 * 100 MB at 9,500 pages, in each static-generation worker): its route and its text, with the
 * files it shows.
 */
function* hashedInputs(pages: PlannedPage[]): Generator<string> {
  yield getIndexerFingerprint();
  for (const { route, breadcrumbs, sourcePath } of pages) {
    const text = pageText(sourcePath);
    yield (
      JSON.stringify([route.path, route.title, route.description ?? '', breadcrumbs]) +
      text +
      referencedFilesKey(sourcePath, text)
    );
  }
}

/**
 * A page's text as its index file's name takes it. A build takes the file as it is on disk, front
 * matter and all: parsing every page's front matter again took each static-generation worker
 * 1.5-3 s at 9,501 docs pages, where its loaders had parsed them already and kept no copy.
 * `next dev` takes the parsed file its loaders keep, so a save reads only the file saved.
 */
function pageText(sourcePath: string): string {
  if (isBuild()) return fs.readFileSync(sourcePath, 'utf8');
  const file = readMarkdownFile(sourcePath);
  return JSON.stringify(file.data) + file.body;
}

/** The planned pages as the index takes them, compiled through the shared compile cache. */
export async function indexedPagesOf(plan: PlannedIndex, compile: SiteSearchInput['compile']): Promise<IndexedPage[]> {
  const pages: IndexedPage[] = [];
  for (const page of plan.pages) {
    const { route, breadcrumbs } = page;
    const file = readMarkdownFile(page.sourcePath);
    const { sections } = await compile(compileInputOf(file));
    const description = route.description ?? stringOf(file.data.description);
    pages.push({
      title: route.title,
      url: route.path,
      breadcrumbs,
      description,
      keywords: keywordsOf(file.data),
      sections,
    });
  }
  return pages;
}

/** What a planned page's outline or compile takes, from its file as it is now. */
export function plannedPageInput(page: PlannedPage): CompileInput {
  return compileInputOf(readMarkdownFile(page.sourcePath));
}

function compileInputOf(file: MarkdownFile): CompileInput {
  return {
    sourcePath: file.absPath,
    body: file.body,
    bodyStartLine: file.bodyStartLine,
    format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md',
  };
}

/** Compiles the planned pages and builds their index. */
export async function buildPlannedIndex(
  plan: PlannedIndex,
  compile: SiteSearchInput['compile'],
): Promise<BuiltSiteIndex> {
  const pages = await indexedPagesOf(plan, compile);
  const index = buildIndex(plan.indexId, pages);
  return {
    indexId: plan.indexId,
    name: plan.name,
    index,
    pages: pages.length,
    sections: pages.reduce((n, p) => n + p.sections.length, 0),
  };
}

/** Every index of a site, built. */
export async function buildSiteSearch(input: SiteSearchInput): Promise<BuiltSiteIndex[]> {
  return Promise.all(planSiteSearch(input).map((plan) => buildPlannedIndex(plan, input.compile)));
}

/** The code that shapes index files: a change to it must give the files new names. */
const INDEXER_SOURCES = ['lib/search', 'lib/mdx', 'package-lock.json'];

const getIndexerFingerprint = oncePerBuild('search-indexer-fingerprint', () => sourcesFingerprint(INDEXER_SOURCES));

/** Front matter `keywords`, and a blog post's `tags` when they are plain words. */
function keywordsOf(data: Record<string, unknown>): string[] {
  return [data.keywords, data.tags].flatMap((value) =>
    Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [],
  );
}

function stringOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function siteBreadcrumbs(route: Route): string[] {
  if (route.kind === 'blog-post') return ['Blog'];
  return getBreadcrumbs(route.path, route.title)
    .slice(0, -1)
    .map((crumb) => crumb.label);
}

/** The site's search contexts and index plan, from the route table and sidebar alone. */
export const getSiteSearchPlan = oncePerBuild('search-plan', sitePlanNow);

function sitePlanNow(): { contexts: SearchContext[]; indexes: PlannedIndex[] } {
  const routes = getRouteTable();
  const contexts = searchContextsFrom(getSidebar(), routes);
  return { contexts, indexes: planSiteSearch({ routes, contexts, breadcrumbsOf: siteBreadcrumbs }) };
}

/** An index file as a page names it. */
export type SearchFile = Pick<PlannedIndex, 'indexId' | 'name'>;

/**
 * The contexts and the index files' names: what a rendering page needs of the plan. A build plans
 * and lets the planned pages go, since only the step after `next build` reads them: kept, every
 * page's parsed file and breadcrumbs were 9 MB of each static-generation worker at 9,501 docs pages.
 */
export const getSearchFiles = oncePerBuild('search-files', (): { contexts: SearchContext[]; indexes: SearchFile[] } => {
  const { contexts, indexes } = isBuild() ? sitePlanNow() : getSiteSearchPlan();
  return { contexts, indexes: indexes.map(({ indexId, name }) => ({ indexId, name })) };
});
