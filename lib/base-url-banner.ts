import { inlineJson } from './inline-script';

/**
 * The base-URL misconfiguration banner. When the site is served under a path
 * other than its configured baseUrl, every script and stylesheet 404s and React never runs, so
 * the banner is plain DOM built by an inline script, styled inline, shown only when the site's
 * stylesheet did not load.
 */

/** A custom property the site's stylesheet defines; empty means the stylesheet never arrived. */
export const STYLESHEET_MARKER_PROPERTY = '--site-stylesheet-loaded';
export const BASE_URL_BANNER_ID = 'base-url-issue-banner';

/**
 * The base URL the page seems to be served under: the browser path minus the page's own path
 * (read from its canonical URL), or the browser path itself when they do not line up.
 * Self-contained (no imports, no outer names) because its source is inlined into the page.
 */
export function suggestBaseUrl(browserPath: string, pagePath: string | null): string {
  const path = browserPath.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  const page = pagePath ? pagePath.replace(/\/+$/, '') : '';
  const base =
    page && path.length > page.length && path.slice(-page.length) === page ? path.slice(0, -page.length) : path;
  return base.charAt(base.length - 1) === '/' ? base : base + '/';
}

interface BannerOptions {
  id: string;
  marker: string;
  siteTitle: string;
  baseUrl: string;
  configFile: string;
}

/** Runs in the browser on `load`; also self-contained. */
function insertBannerIfUnstyled(o: BannerOptions, suggest: typeof suggestBaseUrl): void {
  window.addEventListener('load', function () {
    const root = document.documentElement;
    if (getComputedStyle(root).getPropertyValue(o.marker).trim() !== '' || document.getElementById(o.id)) return;
    const canonical = document.querySelector('link[rel="canonical"]');
    let pagePath: string | null = null;
    if (canonical) {
      const full = new URL(canonical.getAttribute('href') || '/', location.href).pathname;
      const configuredBase = o.baseUrl.replace(/\/$/, '');
      pagePath = full.indexOf(configuredBase) === 0 ? full.slice(configuredBase.length) || '/' : full;
    }
    const suggested = suggest(location.pathname, pagePath === '/' ? null : pagePath);
    const box = document.createElement('div');
    box.id = o.id;
    box.setAttribute('role', 'alert');
    box.setAttribute(
      'style',
      'margin:1rem;padding:1rem 1.25rem;border:3px solid #b3261e;border-radius:8px;background:#fff;color:#1c1e21;font:16px/1.5 system-ui,sans-serif',
    );
    function line(parts: Array<string | [string]>, style: string) {
      const p = document.createElement('p');
      p.setAttribute('style', style);
      for (let i = 0; i < parts.length; i++) {
        const part = parts[i];
        if (typeof part === 'string') p.appendChild(document.createTextNode(part));
        else {
          const code = document.createElement('code');
          code.textContent = part[0];
          p.appendChild(code);
        }
      }
      box.appendChild(p);
    }
    line(
      ['Your ' + o.siteTitle + ' site did not load properly.'],
      'margin:0 0 0.5rem;font-size:1.25rem;font-weight:700',
    );
    line(
      [
        'Its styles and scripts were not found. This usually means the site is served from a path that does not match its configured base URL.',
      ],
      'margin:0 0 0.5rem',
    );
    line(
      [
        'Configured base URL: ',
        [o.baseUrl],
        '. Suggested base URL: ',
        [suggested],
        '. Set ',
        ['baseUrl'],
        ' in ',
        [o.configFile],
        ' and build again.',
      ],
      'margin:0',
    );
    document.body.insertBefore(box, document.body.firstChild);
  });
}

export function baseUrlBannerScript(siteTitle: string, baseUrl: string): string {
  const options: BannerOptions = {
    id: BASE_URL_BANNER_ID,
    marker: STYLESHEET_MARKER_PROPERTY,
    siteTitle,
    baseUrl,
    configFile: 'lib/site-deploy.mjs',
  };
  return `(${insertBannerIfUnstyled.toString()})(${inlineJson(options)},${suggestBaseUrl.toString()})`;
}
