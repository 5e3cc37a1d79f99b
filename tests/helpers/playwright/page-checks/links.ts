import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const out = path.join(process.cwd(), 'out');

/** The file in out/ a static server answers `pathname` with, or null when it has none. */
export function outFileFor(pathname: string): string | null {
  const clean = decodeURIComponent(pathname).replace(/\/+$/, '');
  const candidates = clean === '' ? ['index.html'] : [`${clean}.html`, `${clean}/index.html`, clean];
  for (const candidate of candidates) {
    const file = path.join(out, candidate);
    if (fs.existsSync(file) && fs.statSync(file).isFile()) return file;
  }
  return null;
}

const idsByFile = new Map<string, Set<string>>();

/** The element ids a built HTML file holds, read once per file. */
function idsIn(file: string): Set<string> {
  let ids = idsByFile.get(file);
  if (!ids) {
    const html = fs.readFileSync(file, 'utf8');
    ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1].replace(/&amp;/g, '&')));
    idsByFile.set(file, ids);
  }
  return ids;
}

/**
 * Every link on the page that goes nowhere: an internal URL with no file in out/, or a fragment
 * with no element of that id, on this page (as the browser has it now) or on the page it names.
 */
export async function brokenLinks(page: Page): Promise<string[]> {
  const here = new URL(page.url());
  const { hrefs, ids } = await page.evaluate(() => ({
    hrefs: [...document.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).href),
    ids: [...document.querySelectorAll('[id]')].map((el) => el.id),
  }));
  const idsHere = new Set(ids);
  const problems = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== here.origin) continue;
    const fragment = decodeURIComponent(url.hash.slice(1));
    if (url.pathname === here.pathname) {
      if (fragment && !idsHere.has(fragment)) problems.add(`${url.pathname}${url.hash}: no element has that id here`);
      continue;
    }
    const file = outFileFor(url.pathname);
    if (!file) problems.add(`${url.pathname}: no such page or file in out/`);
    else if (fragment && file.endsWith('.html') && !idsIn(file).has(fragment))
      problems.add(`${url.pathname}${url.hash}: that page has no element with that id`);
  }
  return [...problems];
}
