import { constants } from '../lib/constants';

/** nprogress settings from `constants.progressBar`; the bar's colour comes from the theme's CSS. */
export const progressBarSettings = {
  minimum: constants.progressBar.minimum,
  speed: constants.progressBar.speedMs,
  trickleRate: constants.progressBar.trickleRate,
  trickleSpeed: constants.progressBar.trickleSpeedMs,
  showSpinner: false,
} as const;

/**
 * Whether a navigation leaves the rendered page: a new path does; a change of the hash or the
 * query alone does not (it stays on the page and needs no progress bar or loader).
 * `renderedPathname` is the router's path (no base path); `target` is what the router was given:
 * a site path such as `/agent/agent`, or, for back and forward, the full URL with the base path.
 */
export function isNewPage(renderedPathname: string, target: string, origin: string, basePath = ''): boolean {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(target);
  // Router paths carry no base path, so a relative target resolves against the rendered path.
  const url = new URL(target, `${origin}${renderedPathname}`);
  if (url.origin !== origin) return false;
  let pathname = url.pathname;
  if (absolute && basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`))) {
    pathname = pathname.slice(basePath.length) || '/';
  }
  return pathname !== renderedPathname;
}
