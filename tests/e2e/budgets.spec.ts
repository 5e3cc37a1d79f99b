import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';
import { budgets } from '../../scripts/lib/perf/budgets.mjs';
import { gzipSize, kb, measurePageWeight } from '../../scripts/lib/perf/page-weight.mjs';
import { findForbiddenCode, forbiddenInBrowser, searchEngine } from '../../scripts/lib/perf/bundle-markers.mjs';
import { DATA_SAVER, emulateConnection } from '../../scripts/lib/emulate-connection.mjs';

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
  test(`a doc page loads at most ${kb(budgets.docPageJsGzip)} KB of JavaScript and ${kb(budgets.docPageCssGzip)} KB of CSS`, async ({
    page,
  }) => {
    const weight = await measurePageWeight(page, DOC_PAGE);
    test.info().annotations.push({
      type: 'weight',
      description: `JS ${kb(weight.gzip.js)} KB, CSS ${kb(weight.gzip.css)} KB, HTML ${kb(weight.gzip.html)} KB, ${weight.requests} requests; link prefetches apart: ${weight.prefetch.requests} requests, ${kb(weight.prefetch.gzip)} KB`,
    });
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

test.describe('search loads once the page is idle, and then only its roots', () => {
  test('a doc page starts no worker and loads no search engine or index until the warm-up, which fetches the roots and nothing else', async ({
    page,
  }) => {
    const weight = await measurePageWeight(page, DOC_PAGE);
    expect(weight.workers).toBe(0);
    const indexLike = weight.resources.filter(
      (r) => /\.json(\?|$)/.test(r.url) || /lunr|search-index|worker/i.test(new URL(r.url).pathname),
    );
    expect(indexLike.map((r) => r.url)).toEqual([]);
    const scripts = weight.resources.filter((r) => r.type === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const text = await (await page.request.get(script.url)).text();
      for (const marker of searchEngine.markers)
        expect(text, `${script.url} contains lunr ("${marker}")`).not.toContain(marker);
    }
    expect(weight.warmUp.workers).toBe(1);
    const indexFiles = weight.warmUp.resources.filter((r) => r.url.includes('/search-index/'));
    expect(indexFiles.length).toBeGreaterThan(0);
    expect(
      indexFiles.every((r) => /\/search-index\/[\w-]+-[0-9a-f]{12}\.json$/.test(r.url)),
      'roots only, no pieces',
    ).toBe(true);
    test.info().annotations.push({
      type: 'warm-up',
      description: `${weight.warmUp.requests} requests, ${kb(weight.warmUp.gzip)} KB gzip`,
    });
  });

  test('with data-saver on, nothing of search loads until the reader touches it', async ({ page }) => {
    await emulateConnection(page, DATA_SAVER);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await visit(page, DOC_PAGE);
    await page.waitForFunction(() => performance.getEntriesByName('search:warm-up-declined').length === 1);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((url) => url.includes('/search-index/'))).toEqual([]);
    expect(workers).toEqual([]);
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
        expect(
          files.some((file) => fs.readFileSync(file, 'utf8').includes(marker)),
          `${library}: "${marker}"`,
        ).toBe(true);
      }
    }
  });
});
