import GithubSlugger from 'github-slugger';
import { siteConfig } from './site-config';
import { underBaseUrl } from './site-deploy.mjs';

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

/**
 * A file or folder name's number prefix, as Docusaurus reads it: `01-intro` is `intro` at position
 * 1 (also `01_intro`, `01.intro`, `01 - intro`). Names that read as a date or a version
 * (`2024-01-01-notes`, `1.2-upgrade`) keep their digits.
 */
export function numberPrefix(name: string): { name: string; position?: number } {
  if (/^\d+[-_.]\d+/.test(name)) return { name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? { name: match[2], position: Number(match[1]) } : { name };
}

/** What a doc's file and front matter decide: its id, its URL path, and a position from a number prefix. */
export interface DocAddress {
  id: string;
  path: string;
  position?: number;
}

/**
 * A doc's id and URL, decided the way Docusaurus decides them, from `rel` (the file relative to the
 * docs folder) and its front matter:
 * - id: the folder, then `id:` or else the file name without its number prefix
 *   (`guide/01-setup.md` is `guide/setup`; with `id: install`, `guide/install`);
 * - URL: `slug:` when it starts with `/`; otherwise `slug:`, `id:` or the file name, resolved
 *   against the folder's URL (folder names lose their number prefixes too); `index.md` and
 *   `README.md` without a slug are served at their folder's URL.
 */
export function docAddress(rel: string, fm: { id?: string; slug?: string } = {}): DocAddress {
  const parts = rel.replace(/\.mdx?$/, '').split('/');
  const file = parts.pop() as string;
  const { name, position } = numberPrefix(file);
  const baseId = fm.id ?? name;
  const id = [...parts, baseId].join('/');
  const folder = `/${parts.map((part) => numberPrefix(part).name).join('/')}`;
  let url: string;
  if (fm.slug?.startsWith('/')) url = fm.slug;
  else if (!fm.slug && /^(index|readme)$/i.test(name)) url = folder;
  else url = posixResolve(folder, fm.slug ?? baseId);
  return { id, path: url.length > 1 ? url.replace(/\/+$/, '') : url, ...(position === undefined ? {} : { position }) };
}

/** `/guide` + `../x` -> `/x`: a relative URL path against a folder, without Node's path module (this file reaches the browser). */
function posixResolve(folder: string, relative: string): string {
  const out: string[] = [];
  for (const segment of [...folder.split('/'), ...relative.split('/')]) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return `/${out.join('/')}`;
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
  return underBaseUrl(path);
}

/** Absolute URL for feeds, sitemaps and canonical links. */
export function absoluteUrl(path: string): string {
  return `${siteConfig.url}${withBaseUrl(path)}`;
}
