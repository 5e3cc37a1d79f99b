import { createHash } from 'node:crypto';
import { siteConfig } from './site-config';
import { oncePerBuild } from './content/build-cache';
import { dedupeRoutes } from './integrity/dedupe-routes';
import { getCategories, getDocsVersion } from './content/source';
import { getStandalonePage, markdownPageSource } from './content/pages';
import { blogRoutes } from './blog/routes';

/** What kind of page a route serves; search and sitemaps filter on it. */
export type RouteKind = 'doc' | 'category' | 'page' | 'blog' | 'blog-post' | 'search';

export interface Route {
  /** Visible URL path without base URL, e.g. `/agent/agent`. */
  path: string;
  /** Internal key: the path plus a short hash, never shown in the URL (SPEC section 2). */
  key: string;
  kind: RouteKind;
  title: string;
  description?: string;
  /** Repository-relative source file, when the route comes from content. */
  source?: string;
}

type RouteInput = Omit<Route, 'key'>;

/** Standalone pages outside the docs layout (not searched). */
function standalonePages(): RouteInput[] {
  const glossary = getStandalonePage(markdownPageSource);
  return [
    { path: '/markdown-page', kind: 'page', title: glossary.title, description: glossary.description, source: 'content/pages/markdown-page.md' },
    { path: '/my-page', kind: 'page', title: 'All pages', description: 'Every page of the site, grouped by section.', source: 'app/my-page/page.tsx' },
  ];
}

/** Every page the site builds, from the content: sidebar, pagination, sitemap, search and link checks use it. */
export const getRouteTable = oncePerBuild((): Route[] => {
  const version = getDocsVersion();
  const inputs: RouteInput[] = [
    ...version.docs.map((doc) => ({ path: doc.path, kind: 'doc' as const, title: doc.title, description: doc.description, source: doc.displayPath })),
    ...getCategories().map((c) => ({ path: c.path, kind: 'category' as const, title: c.label, description: c.description })),
    ...standalonePages(),
    ...blogRoutes(),
    // The results page: in the table so links to it are known, but neither indexed nor in the sitemap.
    { path: '/search', kind: 'search', title: 'Search', description: 'Search the documentation and the blog.' },
  ];
  return dedupeRoutes(inputs).map((input) => ({ ...input, key: routeKey(input.path) }));
});

export function routeKey(path: string): string {
  return `${path}-${createHash('sha256').update(path).digest('hex').slice(0, 3)}`;
}

/** `/agent/agent` -> `['agent', 'agent']`; `/` -> `[]`. */
export function pathToSlug(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export function slugToPath(slug: string[] | undefined): string {
  return `/${(slug ?? []).map((s) => decodeURIComponent(s)).join('/')}`;
}

/**
 * The plain form of a path: `/x.html`, `/x/index`, `/x/index.html` and `/x/` all become `/x`.
 * Kept free of imports so the inline head script can reuse the same rule (see normalise-script.ts).
 */
export function normalisePath(path: string): string {
  let p = path.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  if (p.length > 1) p = p.replace(/\/+$/, '');
  return p === '' ? '/' : p;
}

/** Path under the configured base URL, as it appears in the browser. */
export function withBaseUrl(path: string): string {
  return `${siteConfig.baseUrl.replace(/\/$/, '')}${path}` || '/';
}

/** Absolute URL for feeds, sitemaps and canonical links. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${withBaseUrl(path)}`;
}
