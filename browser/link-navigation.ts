/**
 * The two rules a site link follows without next/link (components/layout/site-link.client.tsx):
 * the address its <a> carries, and which clicks the router takes. Both are the rules next/link
 * applies, so server HTML and behaviour stay as they were when it drew these links.
 */

/**
 * The href of a site path as the browser sees it: under the base path, with the trailing slash
 * the deploy settings ask for (a path naming a file keeps none). Query and hash are kept as given.
 */
export function linkHref(path: string, basePath: string, trailingSlash: boolean): string {
  if (!path.startsWith('/')) return path;
  const end = path.search(/[?#]/);
  const pathname = end === -1 ? path : path.slice(0, end);
  const rest = end === -1 ? '' : path.slice(end);
  const prefixed = `${basePath}${pathname}`;
  const bare = prefixed.length > 1 ? prefixed.replace(/\/+$/, '') : prefixed;
  const withSlash = trailingSlash && !/\.[^/]+$/.test(bare) && !bare.endsWith('/') ? `${bare}/` : bare;
  return `${withSlash}${rest}`;
}

/** The parts of a click on a link that decide who follows it. */
export interface LinkClick {
  defaultPrevented: boolean;
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  currentTarget: Pick<Element, 'getAttribute' | 'hasAttribute'>;
}

/**
 * Whether the router navigates for this click. A click a handler already took, one that asks for
 * a new tab or window (a modifier key, a button other than the main one, a `target` other than
 * `_self`), or one on a download link is left to the browser.
 */
export function routerTakesClick(click: LinkClick): boolean {
  const target = click.currentTarget.getAttribute('target');
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (target && target !== '_self') return false;
  return !click.currentTarget.hasAttribute('download');
}

/**
 * The site path an <a> of this site leads to, as the router takes it: linkHref undone (base path
 * removed, the trailing slash a deploy adds dropped). Undefined for an address on another origin
 * or outside the base path, which the browser follows itself.
 */
export function sitePathOf(address: string, pageUrl: string, basePath: string): string | undefined {
  const url = new URL(address, pageUrl);
  if (url.origin !== new URL(pageUrl).origin) return undefined;
  const inBase = url.pathname === basePath || url.pathname.startsWith(`${basePath}/`);
  if (basePath !== '' && !inBase) return undefined;
  const pathname = url.pathname.slice(basePath.length).replace(/(.)\/+$/, '$1') || '/';
  return `${pathname}${url.search}${url.hash}`;
}
