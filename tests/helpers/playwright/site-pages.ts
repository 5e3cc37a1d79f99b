import fs from 'node:fs';
import path from 'node:path';
import type { PageKind } from './page-checks/no-javascript';
import { blogRoutes, categoryRoutes, docsRoutes, standaloneRoutes } from './spec-routes';

const out = path.join(process.cwd(), 'out');

export interface SitePage {
  /** What the test is named after: the path, as a reader types it. */
  route: string;
  /** The URL the crawl opens (the search page with a query, the not-found page at a path that is none). */
  url: string;
  /** The status the server answers with. */
  status: number;
  /** The built HTML files this page is, as absolute paths. */
  files: string[];
  /** Its URL in the sitemap, when the sitemap lists it. */
  sitemapUrl?: string;
  kind: PageKind;
  /** Where the page sends the reader at once (a meta refresh), for a page kept at an old URL. */
  redirectTo?: string;
}

/** The target of a built page's meta refresh, if it has one. */
function refreshTarget(file: string | undefined): string | undefined {
  if (!file) return undefined;
  return /<meta http-equiv="refresh" content="\d+; url=([^"]+)"/.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The route a built HTML file answers, as the static server maps it. */
function routeOf(file: string): string {
  const relative = path.relative(out, file).replace(/\.html$/, '');
  return relative === 'index' ? '/' : `/${relative}`;
}

const NOT_FOUND_FILES = ['/404', '/_not-found'];

/**
 * Every page of the built site, once: each HTML file in out/ (the two not-found files as one page,
 * opened at a path that does not exist), and every route the spec promises, so a route the build
 * lost is opened too and fails with its status.
 */
export function sitePages(sitemapXml: string, site: string): SitePage[] {
  const sitemap = new Map(
    [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => [m[1].slice(site.length) || '/', m[1]]),
  );
  const files = new Map(htmlFiles(out).map((file) => [routeOf(file), file]));
  const routes = new Set([
    ...docsRoutes,
    ...categoryRoutes,
    ...standaloneRoutes,
    ...blogRoutes,
    ...[...files.keys()].filter((r) => !NOT_FOUND_FILES.includes(r)),
  ]);
  const kindOf = (route: string): PageKind =>
    docsRoutes.includes(route)
      ? 'doc'
      : route.startsWith('/category/')
        ? 'category'
        : route === '/blog' || route.startsWith('/blog/')
          ? 'blog'
          : 'other';
  const pages: SitePage[] = [...routes].sort().map((route) => ({
    route,
    url: route === '/search' ? '/search?q=schema' : route,
    status: 200,
    files: files.has(route) ? [files.get(route)!] : [],
    sitemapUrl: sitemap.get(route),
    kind: kindOf(route),
    redirectTo: refreshTarget(files.get(route)),
  }));
  pages.push({
    route: 'a path that is no page',
    url: '/no/such/page',
    status: 404,
    files: NOT_FOUND_FILES.flatMap((r) => (files.has(r) ? [files.get(r)!] : [])),
    kind: 'other',
  });
  return pages;
}
