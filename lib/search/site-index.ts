import fs from 'node:fs';
import path from 'node:path';
import { contentRoot, listFiles, readMarkdownFile } from '../content/files';
import { getRoutesBySource } from '../content/render';
import { getBreadcrumbs, getDocsVersion, getSidebar } from '../content/source';
import { compileMarkdown, type CompileInput } from '../mdx/compile';
import type { SearchSection } from '../mdx/rehype-search-sections';
import { getRouteTable, withBaseUrl, type Route } from '../routes';
import { buildIndexFile, serialiseIndexFile, type IndexedPage } from './build-index';
import { indexIdOfPath, type SearchContext } from './contexts';
import { searchContextsFrom } from './site-contexts';
import type { SearchSetup } from './types';

/** Route kinds the index covers (SPEC section 7): docs and blog posts, never lists or standalone pages. */
export const INDEXED_KINDS: ReadonlySet<Route['kind']> = new Set(['doc', 'blog-post']);

export interface BuiltIndex {
  indexId: string;
  name: string;
  json: string;
  pages: number;
  sections: number;
}

export interface SiteSearchInput {
  routes: Route[];
  contexts: SearchContext[];
  breadcrumbsOf: (route: Route) => string[];
  compile: (input: CompileInput) => Promise<{ sections: SearchSection[] }>;
}

/** One index file per context that has pages, plus one for the indexed pages outside every context. */
export async function buildSiteSearch({ routes, contexts, breadcrumbsOf, compile }: SiteSearchInput): Promise<BuiltIndex[]> {
  const byIndex = new Map<string, IndexedPage[]>();
  for (const route of routes.filter((r) => INDEXED_KINDS.has(r.kind))) {
    const page = await indexedPage(route, breadcrumbsOf(route), compile);
    const indexId = indexIdOfPath(route.path, contexts);
    byIndex.set(indexId, [...(byIndex.get(indexId) ?? []), page]);
  }
  return [...byIndex].map(([indexId, pages]) => {
    const { name, json } = serialiseIndexFile(indexId, buildIndexFile(pages));
    return { indexId, name, json, pages: pages.length, sections: pages.reduce((n, p) => n + p.sections.length, 0) };
  });
}

async function indexedPage(route: Route, breadcrumbs: string[], compile: SiteSearchInput['compile']): Promise<IndexedPage> {
  if (!route.source) {
    throw new Error(`The ${route.kind} route ${route.path} has no source file, so search cannot index it: set \`source\` in its route table entry.`);
  }
  const file = readMarkdownFile(path.resolve(process.cwd(), route.source));
  const { sections } = await compile({
    sourcePath: file.absPath,
    body: file.body,
    bodyStartLine: file.bodyStartLine,
    format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md',
  });
  const description = route.description ?? stringOf(file.data.description);
  return { title: route.title, url: route.path, breadcrumbs, description, keywords: keywordsOf(file.data), sections };
}

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

/** Pages compile again for the index; their problems were already reported when the page itself built. */
const compileForIndex = (input: CompileInput) =>
  compileMarkdown(input, { routesBySource: getRoutesBySource(), onBrokenMarkdownLink: () => {}, onBrokenMarkdownImage: () => {} });

let memo: { key: string; build: Promise<{ contexts: SearchContext[]; indexes: BuiltIndex[] }> } | undefined;

/**
 * The site's indexes, built once per process and again only when a content file changes (so
 * `next dev` picks up edits, and every page of a build reuses one build of the index).
 */
export function getSiteSearch(): Promise<{ contexts: SearchContext[]; indexes: BuiltIndex[] }> {
  const routes = getRouteTable();
  const key = contentFingerprint(routes);
  if (memo?.key !== key) {
    const contexts = searchContextsFrom(getSidebar(), routes);
    const build = buildSiteSearch({ routes, contexts, breadcrumbsOf: siteBreadcrumbs, compile: compileForIndex }).then((indexes) => ({ contexts, indexes }));
    memo = { key, build };
    build.catch(() => {
      if (memo?.build === build) memo = undefined;
    });
  }
  return memo.build;
}

function contentFingerprint(routes: Route[]): string {
  const stats = listFiles(contentRoot).map((rel) => {
    const stat = fs.statSync(path.join(contentRoot, rel));
    return `${rel}:${stat.size}:${stat.mtimeMs}`;
  });
  return JSON.stringify([routes, stats]);
}

/** What the search box and the results page need to know, from the build (SPEC section 7). */
export async function getSearchSetup(): Promise<SearchSetup> {
  const { contexts, indexes } = await getSiteSearch();
  const version = getDocsVersion();
  return {
    indexBaseUrl: withBaseUrl('/search-index/'),
    files: Object.fromEntries(indexes.map((index) => [index.indexId, index.name])),
    contexts,
    searchPath: '/search',
    versions: [{ name: version.name, label: version.label }],
  };
}
