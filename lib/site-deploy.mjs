// @ts-check
/**
 * Where the site is deployed. Plain JavaScript because next.config.mjs needs these values
 * before TypeScript is compiled; lib/site-config.ts re-exports them as part of the one config.
 */
export const siteDeploy = {
  /** Origin the site is served from, without a trailing slash. */
  url: 'https://docs.plumbline.example',
  /** Path prefix under the origin; '/' when the site sits at the root. Always ends with '/'. */
  baseUrl: '/',
  /** false: pages are written as `x.html` and linked as `/x` (clean URLs, no trailing slash). */
  trailingSlash: false,
};

/** Next's basePath: the baseUrl without its trailing slash ('' at the root). */
export const basePath = siteDeploy.baseUrl.replace(/\/$/, '');

/**
 * A path under the base URL, as the browser requests it. Here rather than in lib/url-rules.ts so
 * that client components (the navbar's and footer's logos) take it without the server's helpers.
 *
 * @param {string} path
 */
export function underBaseUrl(path) {
  return `${basePath}${path}` || '/';
}
