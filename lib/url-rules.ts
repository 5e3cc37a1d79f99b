import GithubSlugger from 'github-slugger';
import { siteConfig } from './site-config';

/**
 * Every rule that turns a file or a slug into a URL path, and a requested path into the page's
 * own. Imports nothing but the config, so content loaders, the route table (lib/routes.ts) and
 * the inline head scripts (lib/normalise-script.ts) all take the rules from here. Blog paths are
 * in lib/blog/paths.ts.
 */

/** `/agent/agent` -> `['agent', 'agent']`; `/` -> `[]`. */
export function pathToSlug(path: string): string[] {
  return path.split('/').filter(Boolean);
}

export function slugToPath(slug: string[] | undefined): string {
  return `/${(slug ?? []).map((s) => decodeURIComponent(s)).join('/')}`;
}

/** URL path of the doc at `rel` (relative to the docs folder): its `slug`, else its file path, `index` naming the folder. */
export function docPathOf(rel: string, slug: string | undefined): string {
  if (slug) return slug;
  const parts = rel.replace(/\.mdx?$/, '').split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/** `/category/<slug of the label>`, e.g. "Schema Design & Data Modeling" -> `/category/schema-design--data-modeling`. */
export function categoryPath(label: string): string {
  return `/category/${new GithubSlugger().slug(label)}`;
}

/**
 * The plain form of a path: `/x.html`, `/x/index`, `/x/index.html` and `/x/` all become `/x`.
 * The head scripts run this function's own text, so it must use nothing but its argument.
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
