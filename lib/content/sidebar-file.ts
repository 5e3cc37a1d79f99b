import { withBaseUrl } from '../routes';
import { siteConfig } from '../site-config';
import { contentHash, oncePerBuild } from './build-cache';
import { getDocsVersion, getSidebar } from './source';
import { sidebarTree, sidebarView, type SidebarNode } from './sidebar-view';

/** Where the shared sidebar files live: `/sidebar/<version>-<hash>.json`. */
const SIDEBAR_DIR = '/sidebar/';

/**
 * The whole sidebar of the docs version, one content-hashed file that every page shares and the
 * browser caches: what a page's own view leaves out is read from here. Its name is kept for the
 * pages that link it, not its text, which one route writes once (1.7 MB at 9,501 docs pages, in
 * every static-generation worker).
 */
export const getSidebarFile = oncePerBuild('sidebar-file', (): { name: string; url: string } => {
  const version = getDocsVersion().name;
  const hash = contentHash(sidebarFileText()).slice(0, 12);
  const name = `${version}-${hash}.json`;
  return { name, url: withBaseUrl(`${SIDEBAR_DIR}${name}`) };
});

/** The sidebar file's text. */
export function sidebarFileText(): string {
  return JSON.stringify(sidebarTree(getSidebar()));
}

/** The part of the sidebar a page ships in its own HTML (see sidebarView). */
export function getSidebarView(path: string): SidebarNode[] {
  return sidebarView(getSidebar(), path, siteConfig.docs.sidebar);
}
