import { withBaseUrl } from '../routes';
import { siteConfig } from '../site-config';
import { contentHash, oncePerBuild } from './build-cache';
import { getDocsVersion, getSidebar } from './source';
import { sidebarTree, sidebarView, type SidebarNode } from './sidebar-view';

/** Where the shared sidebar files live: `/sidebar/<version>-<hash>.json`. */
const SIDEBAR_DIR = '/sidebar/';

/**
 * The whole sidebar of the docs version, one content-hashed file that every page shares and the
 * browser caches: what a page's own view leaves out is read from here.
 */
export const getSidebarFile = oncePerBuild('sidebar-file', (): { name: string; url: string; json: string } => {
  const json = JSON.stringify(sidebarTree(getSidebar()));
  const version = getDocsVersion().name;
  const hash = contentHash(json).slice(0, 12);
  const name = `${version}-${hash}.json`;
  return { name, url: withBaseUrl(`${SIDEBAR_DIR}${name}`), json };
});

/** The part of the sidebar a page ships in its own HTML (see sidebarView). */
export function getSidebarView(path: string): SidebarNode[] {
  return sidebarView(getSidebar(), path, siteConfig.docs.sidebar);
}
