import type { Route } from './route';
import { oncePerBuild } from './content/build-cache';
import { dedupeRoutes } from './integrity/dedupe-routes';
import { getCategories, getDocsHomeIndex, getDocsVersion } from './content/source';
import { getStandalonePage, markdownPageSource } from './content/pages';
import { toDisplayPath } from './content/files';
import { blogRoutes } from './blog/routes';

export type { Route, RouteKind } from './route';
// The URL rules, for the many callers that ask the route table's module for them.
export { absoluteUrl, normalisePath, pathToSlug, slugToPath, withBaseUrl } from './url-rules';

/** Standalone pages outside the docs layout (not searched). */
function standalonePages(): Route[] {
  const glossary = getStandalonePage(markdownPageSource);
  return [
    {
      path: '/markdown-page',
      kind: 'page',
      title: glossary.title,
      description: glossary.description,
      source: toDisplayPath(markdownPageSource),
    },
    {
      path: '/my-page',
      kind: 'page',
      title: 'All pages',
      description: 'Every page of the site, grouped by section.',
      source: 'app/my-page/page.tsx',
    },
  ];
}

/** Every page the site builds, from the content: sidebar, pagination, sitemap, search and link checks use it. */
export const getRouteTable = oncePerBuild('route-table', (): Route[] => {
  const version = getDocsVersion();
  const home = getDocsHomeIndex(version);
  const inputs: Route[] = [
    ...(home ? [{ path: home.path, kind: 'category' as const, title: home.label, description: home.description }] : []),
    ...version.docs.map((doc) => ({
      path: doc.path,
      kind: 'doc' as const,
      title: doc.title,
      description: doc.description,
      source: doc.displayPath,
      ...(doc.unlisted ? { unlisted: true } : {}),
    })),
    ...getCategories().map((c) => ({
      path: c.path,
      kind: 'category' as const,
      title: c.title ?? c.label,
      description: c.description,
    })),
    ...standalonePages(),
    ...blogRoutes(),
    // The results page: in the table so links to it are known, but neither indexed nor in the sitemap.
    { path: '/search', kind: 'search', title: 'Search', description: 'Search the documentation and the blog.' },
  ];
  return dedupeRoutes(inputs);
});

/**
 * Each route's description by its path, for the pages that list the whole site (/my-page,
 * llms.txt): searching the table for every page listed was work in the square of the pages.
 */
export function routeDescriptions(routes: Route[]): (path: string) => string | undefined {
  const byPath = new Map(routes.map((route) => [route.path, route.description]));
  return (path) => byPath.get(path);
}

/** The generated index pages (category pages, and the docs root without a doc): each lists every page of its part of the sidebar. */
export const getIndexPagePaths = oncePerBuild('index-page-paths', (): string[] =>
  getRouteTable().flatMap((route) => (route.kind === 'category' ? [route.path] : [])),
);
