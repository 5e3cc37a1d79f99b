import { oncePerBuild } from './build-cache';
import { siteConfig } from '../site-config';
import { loadDocsVersion, type Doc, type DocsVersion, type SidebarCategoryItem, type SidebarItem } from './docs';
import { categoryTrail, findCategories, paginationFor, type SidebarLink } from './sidebar';

/**
 * The one loader every docs route asks: read once per build (once per request in `next dev`),
 * then answered from memory. Throws a configuration error naming what is available when a version, doc or sidebar id does not exist.
 */
export const getDocsVersions = oncePerBuild('docs-versions', (): DocsVersion[] => {
  const versions = [loadDocsVersion({ showDrafts: siteConfig.docs.showDrafts })];
  for (const version of versions) assertVersionUrl(version.name, versionUrl(version), siteConfig.baseUrl);
  return versions;
});

/** Where a version's docs live in the browser: the base URL, then the docs route base, then the version path. */
export function versionUrl(
  version: Pick<DocsVersion, 'path'>,
  baseUrl: string = siteConfig.baseUrl,
  routeBasePath: string = siteConfig.docs.routeBasePath,
): string {
  const joined = `${baseUrl}/${routeBasePath}/${version.path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') || '/' : joined;
}

/** A version whose URL leaves the base URL would be unreachable once deployed. */
export function assertVersionUrl(name: string, url: string, baseUrl: string): void {
  if (!url.startsWith(baseUrl) && `${url}/` !== baseUrl) {
    throw new Error(
      `Docs version "${name}" has the URL "${url}", which does not start with the site's baseUrl "${baseUrl}". Set siteConfig.docs.routeBasePath (lib/site-config.ts) to a path under the base URL, or fix baseUrl in lib/site-deploy.mjs.`,
    );
  }
}

/** A docs version by name; without a name, the last one (`isLast`), which readers get by default. */
export function getDocsVersion(name?: string): DocsVersion {
  const versions = getDocsVersions();
  const version = versions.find((v) => (name === undefined ? v.isLast : v.name === name));
  if (!version) {
    throw new Error(
      `No docs version exists for ${name === undefined ? 'isLast' : `name "${name}"`}. Available versions: ${versions.map((v) => v.name).join(', ')}.`,
    );
  }
  return version;
}

export function getDocById(id: string, version = getDocsVersion()): Doc {
  const doc = version.docs.find((d) => d.id === id);
  if (!doc) {
    throw new Error(
      `No doc found with id "${id}" in version "${version.name}". Available doc ids: ${version.docs.map((d) => d.id).join(', ')}.`,
    );
  }
  return doc;
}

/** Where the version's main doc (its docs home) is served: the breadcrumbs' home link. */
export function mainDocPath(version = getDocsVersion()): string {
  return version.mainDocId === undefined ? '/' : getDocById(version.mainDocId, version).path;
}

/** A page the site draws from the sidebar: a category's generated index, or the docs root when no doc is served there. */
export interface GeneratedIndex {
  path: string;
  label: string;
  /** The page's heading and title when it is not the label (`link.title`). */
  title?: string;
  description: string;
  items: SidebarItem[];
}

/**
 * The generated index at `/`, or undefined when a doc is served there: Docusaurus needs no doc at
 * the docs root, and without one the root lists the sidebar's top level, titled with the site title.
 */
export function getDocsHomeIndex(version = getDocsVersion()): GeneratedIndex | undefined {
  if (version.docs.some((doc) => doc.path === '/')) return undefined;
  return {
    path: '/',
    label: siteConfig.title,
    description: siteConfig.description,
    items: getSidebar('docs', version),
  };
}

export function getSidebar(sidebarId = 'docs', version = getDocsVersion()): SidebarItem[] {
  const sidebar = version.sidebars[sidebarId];
  if (!sidebar) {
    throw new Error(
      `No sidebar found with id "${sidebarId}" in version "${version.name}". Available sidebars: ${Object.keys(version.sidebars).join(', ')}.`,
    );
  }
  // Every item links somewhere (a category at least to its own page). Called once per page and
  // once per route while search is planned: it must not walk the sidebar.
  if (sidebar.length === 0) {
    throw new Error(`The sidebar "${sidebarId}" has nothing to link to: add a doc to content/docs.`);
  }
  return sidebar;
}

const getDocsByPath = oncePerBuild('docs-by-path', () => new Map(getDocsVersion().docs.map((doc) => [doc.path, doc])));

export function getDocByPath(path: string): Doc | undefined {
  return getDocsByPath().get(path);
}

/** The categories whose page the site generates (not those whose `link` names a doc). */
export const getCategories = oncePerBuild('categories', (): SidebarCategoryItem[] =>
  findCategories(getSidebar()).filter((category) => category.generatedIndex),
);

export function getCategoryByPath(path: string): SidebarCategoryItem | undefined {
  return getCategories().find((c) => c.path === path);
}

/** The generated index served at `path`: the docs root without a doc, or a category's index page. */
export function getGeneratedIndex(path: string): GeneratedIndex | undefined {
  return path === '/' ? getDocsHomeIndex() : getCategoryByPath(path);
}

/**
 * Previous and next page: sidebar order, unless the doc names its own (`pagination_prev:`,
 * `pagination_next:`, a doc id) or hides one (`null`). The loader has checked every id.
 */
export function getPagination(path: string): { previous?: SidebarLink; next?: SidebarLink } {
  const inOrder = paginationFor(getSidebar(), path);
  const doc = getDocByPath(path);
  const previous = doc ? chosenLink(doc.paginationPrev, inOrder.previous) : inOrder.previous;
  const next = doc ? chosenLink(doc.paginationNext, inOrder.next) : inOrder.next;
  return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

function chosenLink(target: string | null | undefined, inOrder: SidebarLink | undefined): SidebarLink | undefined {
  if (target === undefined) return inOrder;
  if (target === null) return undefined;
  const doc = getDocById(target);
  return { label: doc.sidebarLabel, path: doc.path };
}

/** Breadcrumbs below the home crumb: the enclosing categories, then the page itself. */
export function getBreadcrumbs(path: string, title: string): { label: string; path?: string }[] {
  const trail = categoryTrail(getSidebar(), path).filter((c) => c.path !== path);
  return [...trail.map((c) => ({ label: c.label, path: c.path })), { label: title }];
}
