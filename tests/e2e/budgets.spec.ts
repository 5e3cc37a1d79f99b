import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { budgets } from '../../lib/perf/budgets.mjs';
import { gzipSize, kb, measurePageWeight } from '../../lib/perf/page-weight.mjs';
import { findForbiddenCode, forbiddenInBrowser, searchEngine } from '../../lib/perf/bundle-markers.mjs';

const out = path.join(process.cwd(), 'out');
const DOC_PAGE = '/agent/create-agent';

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

function packageFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : packageFiles(full);
    return /\.(c|m)?js$/.test(entry.name) ? [full] : [];
  });
}

test.describe('byte budgets on a first visit (gzipped)', () => {
  test(`a doc page loads at most ${kb(budgets.docPageJsGzip)} KB of JavaScript and ${kb(budgets.docPageCssGzip)} KB of CSS`, async ({ page }) => {
    const weight = await measurePageWeight(page, DOC_PAGE);
    test.info().annotations.push({ type: 'weight', description: `JS ${kb(weight.gzip.js)} KB, CSS ${kb(weight.gzip.css)} KB, HTML ${kb(weight.gzip.html)} KB, ${weight.requests} requests` });
    expect(weight.gzip.js).toBeGreaterThan(0);
    expect(weight.gzip.js).toBeLessThanOrEqual(budgets.docPageJsGzip);
    expect(weight.gzip.css).toBeGreaterThan(0);
    expect(weight.gzip.css).toBeLessThanOrEqual(budgets.docPageCssGzip);
  });

  test(`no HTML file in out/ is over ${kb(budgets.htmlGzip)} KB`, () => {
    const files = htmlFiles(out);
    expect(files.length).toBeGreaterThan(20);
    const tooBig = files
      .map((file) => ({ file: path.relative(out, file), kb: kb(gzipSize(fs.readFileSync(file))) }))
      .filter((f) => f.kb * 1024 > budgets.htmlGzip);
    expect(tooBig).toEqual([]);
  });
});

test.describe('search loads only when it is used', () => {
  test('a doc page starts no worker and loads no search engine or index on first visit', async ({ page }) => {
    const weight = await measurePageWeight(page, DOC_PAGE);
    expect(weight.workers).toBe(0);
    const indexLike = weight.resources.filter((r) => /\.json(\?|$)/.test(r.url) || /lunr|search-index|worker/i.test(new URL(r.url).pathname));
    expect(indexLike.map((r) => r.url)).toEqual([]);
    const scripts = weight.resources.filter((r) => r.type === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = await (await page.request.get(script.url)).text();
      for (const marker of searchEngine.markers) expect(text, `${script.url} contains lunr ("${marker}")`).not.toContain(marker);
    }
  });
});

test.describe('browser bundles hold no build-time libraries', () => {
  test('no JavaScript under out/_next/static contains the highlighter, a Markdown compiler or a YAML parser', () => {
    const hits = findForbiddenCode(path.join(out, '_next/static'));
    expect(hits).toEqual([]);
  });

  test('each marker really occurs in the library it stands for, so the check above can fail', () => {
    for (const { library, packageDir, markers } of [...forbiddenInBrowser, searchEngine]) {
      const files = packageFiles(path.join(process.cwd(), 'node_modules', packageDir));
      for (const marker of markers) {
        expect(files.some((file) => fs.readFileSync(file, 'utf8').includes(marker)), `${library}: "${marker}"`).toBe(true);
      }
    }
  });
});
