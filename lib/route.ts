/** What kind of page a route serves; search and sitemaps filter on it. */
export type RouteKind = 'doc' | 'category' | 'page' | 'blog' | 'blog-post' | 'search';

/** One entry of the route table (lib/routes.ts); its own module so the table's parts can name it without a cycle. */
export interface Route {
  /** Visible URL path without base URL, e.g. `/agent/agent`. */
  path: string;
  kind: RouteKind;
  title: string;
  description?: string;
  /** Repository-relative source file, when the route comes from content. */
  source?: string;
  /** `unlisted: true`: built and linkable, but in no search index, sitemap or llms.txt. */
  unlisted?: boolean;
}
