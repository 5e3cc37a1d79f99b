#!/usr/bin/env node
// `npm run bench`: a cold build, then what each kind of page costs on a first visit (gzipped
// HTML, CSS and JS, requests), the framework's own floor, Lighthouse for three pages on mobile
// and desktop, and the search figures when scripts/bench-search.mjs exists. Prints a table and
// writes bench-results/latest.json so runs can be compared.
//
// Flags: --no-build (measure the existing out/), --no-lighthouse, --no-floor, --port=N (default 3390).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { budgets, docusaurusReference } from './lib/perf/budgets.mjs';
import { buildEmptyNextApp } from './lib/perf/framework-floor.mjs';
import { chromeFlags, runLighthouse } from './lib/perf/lighthouse.mjs';
import { kb, measurePageWeight } from './lib/perf/page-weight.mjs';
import { startStaticServer } from './lib/perf/static-server.mjs';

const root = process.cwd();
const outDir = path.join(root, 'out');
const flags = new Set(process.argv.slice(2));
const port = Number(process.argv.find((a) => a.startsWith('--port='))?.slice(7) ?? 3390);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One page per kind the site serves; a kind not built yet is skipped, saying so. */
const PAGE_TYPES = [
  { type: 'docs home', path: '/', lighthouse: true },
  { type: 'doc page', path: '/agent/create-agent', lighthouse: true },
  { type: 'category page', path: '/category/agents' },
  { type: 'blog list', path: '/blog' },
  { type: 'blog post', path: '/blog/unlocking-conversational-data-agents-plumbline', lighthouse: true },
  { type: 'search page', path: '/search' },
];

function htmlFileFor(dir, pagePath) {
  return pagePath === '/' ? path.join(dir, 'index.html') : path.join(dir, `${pagePath}.html`);
}

function coldBuild() {
  console.log('Cold build: removing .next and out, then npm run build ...');
  fs.rmSync(path.join(root, '.next'), { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.join(root, '.bench'), { recursive: true });
  const started = process.hrtime.bigint();
  const child = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  fs.writeFileSync(path.join(root, '.bench/build.log'), `${child.stdout}\n${child.stderr}`);
  if (child.status !== 0) {
    console.error(`${child.stdout}\n${child.stderr}`.split('\n').slice(-40).join('\n'));
    throw new Error('npm run build failed (full log in .bench/build.log).');
  }
  return Math.round(seconds * 10) / 10;
}

async function measure(browser, baseUrl, pagePath) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
  try {
    return await measurePageWeight(await context.newPage(), pagePath);
  } finally {
    await context.close();
  }
}

async function measurePages(browser, baseUrl) {
  const pages = [];
  for (const { type, path: pagePath } of PAGE_TYPES) {
    if (!fs.existsSync(htmlFileFor(outDir, pagePath))) {
      pages.push({
        type,
        path: pagePath,
        skipped: `no ${path.relative(root, htmlFileFor(outDir, pagePath))}: this page is not built yet`,
      });
      continue;
    }
    const weight = await measure(browser, baseUrl, pagePath);
    pages.push({
      type,
      path: pagePath,
      htmlGzip: weight.gzip.html,
      cssGzip: weight.gzip.css,
      jsGzip: weight.gzip.js,
      otherGzip: weight.gzip.other,
      requests: weight.requests,
      workers: weight.workers,
      prefetchGzip: weight.prefetch.gzip,
      prefetchRequests: weight.prefetch.requests,
    });
  }
  return pages;
}

async function measureFrameworkFloor(browser) {
  console.log('Framework floor: building an empty Next.js page in a temporary folder ...');
  const app = buildEmptyNextApp(root);
  const server = await startStaticServer({ dir: app.outDir, port: port + 1, projectRoot: root });
  try {
    const weight = await measure(browser, server.url, '/');
    const floor = {
      jsGzip: weight.gzip.js,
      cssGzip: weight.gzip.css,
      htmlGzip: weight.gzip.html,
      requests: weight.requests,
      lighthouseMobile: null,
    };
    // The best mobile performance any page of this stack can reach on this machine right now.
    if (!flags.has('--no-lighthouse')) {
      console.log('Lighthouse: empty Next.js page (mobile) ...');
      floor.lighthouseMobile = runLighthouse(`${server.url}/`, 'mobile', {
        chromePath,
        reportDir: path.join(root, '.bench/lighthouse/framework-floor'),
      });
    }
    return floor;
  } finally {
    server.stop();
    fs.rmSync(app.dir, { recursive: true, force: true });
  }
}

function lighthouseRuns(baseUrl) {
  const runs = [];
  for (const { type, path: pagePath } of PAGE_TYPES.filter((p) => p.lighthouse)) {
    if (!fs.existsSync(htmlFileFor(outDir, pagePath))) {
      runs.push({ page: type, path: pagePath, skipped: 'not built yet' });
      continue;
    }
    for (const formFactor of ['mobile', 'desktop']) {
      console.log(`Lighthouse: ${pagePath} (${formFactor}) ...`);
      runs.push({
        page: type,
        path: pagePath,
        formFactor,
        ...runLighthouse(`${baseUrl}${pagePath}`, formFactor, {
          chromePath,
          reportDir: path.join(root, '.bench/lighthouse'),
        }),
      });
    }
  }
  return runs;
}

/** The search issue's own benchmark (it serves out/ itself); its figures come from .bench/search.json. */
function searchBench() {
  const script = path.join(root, 'scripts/bench-search.mjs');
  if (!fs.existsSync(script)) return { skipped: 'scripts/bench-search.mjs does not exist yet' };
  console.log('Search: node scripts/bench-search.mjs ...');
  const figuresFile = path.join(root, '.bench/search.json');
  fs.rmSync(figuresFile, { force: true });
  const child = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
  const figures = fs.existsSync(figuresFile) ? JSON.parse(fs.readFileSync(figuresFile, 'utf8')) : null;
  return { exitCode: child.status, figures, output: `${child.stdout}${child.stderr}`.trim() };
}

function printTable(rows, columns) {
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}

function report(results) {
  console.log(
    `\nBuild (cold, npm run build): ${results.buildSeconds ?? 'not run'} s   [Docusaurus reference: ~${docusaurusReference.coldBuildSeconds} s]`,
  );
  console.log('\nFirst visit, gzipped KB (desktop viewport, until the network is idle):');
  printTable(
    results.pages.map((p) =>
      p.skipped
        ? {
            page: p.type,
            path: p.path,
            html: '-',
            css: '-',
            js: '-',
            requests: '-',
            'link prefetches': '-',
            note: `skipped: ${p.skipped}`,
          }
        : {
            page: p.type,
            path: p.path,
            html: kb(p.htmlGzip),
            css: kb(p.cssGzip),
            js: kb(p.jsGzip),
            requests: p.requests,
            'link prefetches': `${p.prefetchRequests} req, ${kb(p.prefetchGzip)} KB`,
            note: p.workers ? `${p.workers} worker(s)` : '',
          },
    ),
    ['page', 'path', 'html', 'css', 'js', 'requests', 'link prefetches', 'note'],
  );
  const floor = results.frameworkFloor;
  console.log(
    floor.skipped
      ? `\nFramework floor: skipped (${floor.skipped})`
      : `\nFramework floor (empty Next.js page): ${kb(floor.jsGzip)} KB JS gzipped, ${floor.requests} requests${
          floor.lighthouseMobile
            ? `; Lighthouse mobile performance ${floor.lighthouseMobile.performance}, TBT ${floor.lighthouseMobile.tbtMs} ms, LCP ${floor.lighthouseMobile.lcpMs} ms`
            : ''
        }`,
  );
  console.log(
    `Budgets: doc page JS <= ${kb(budgets.docPageJsGzip)} KB, CSS <= ${kb(budgets.docPageCssGzip)} KB, every HTML <= ${kb(budgets.htmlGzip)} KB. Docusaurus doc page: ${docusaurusReference.docPageJsGzipKb} KB JS, ${docusaurusReference.docPageRequests} requests.`,
  );
  if (results.lighthouse.length) {
    console.log('\nLighthouse:');
    printTable(
      results.lighthouse.map((r) =>
        r.skipped
          ? {
              page: r.page,
              form: '-',
              perf: '-',
              a11y: '-',
              bp: '-',
              seo: '-',
              'LCP ms': '-',
              'TBT ms': '-',
              CLS: '-',
              failing: `skipped: ${r.skipped}`,
            }
          : {
              page: r.page,
              form: r.formFactor,
              perf: r.performance,
              a11y: r.accessibility,
              bp: r.bestPractices,
              seo: r.seo,
              'LCP ms': r.lcpMs,
              'TBT ms': r.tbtMs,
              CLS: r.cls,
              failing: r.failing.join(', '),
            },
      ),
      ['page', 'form', 'perf', 'a11y', 'bp', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'failing'],
    );
  }
  const search = results.search;
  if (search.skipped) console.log(`\nSearch: skipped (${search.skipped})`);
  else console.log(`\nSearch (scripts/bench-search.mjs, exit ${search.exitCode}):\n${search.output}`);
}

async function main() {
  const results = {
    measuredAt: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      next: JSON.parse(fs.readFileSync(path.join(root, 'node_modules/next/package.json'), 'utf8')).version,
    },
    buildSeconds: flags.has('--no-build') ? null : coldBuild(),
    pages: [],
    frameworkFloor: { skipped: '--no-floor' },
    lighthouse: [],
    search: { skipped: 'not run' },
    budgets,
    docusaurusReference,
  };
  if (!fs.existsSync(path.join(outDir, 'index.html')))
    throw new Error('out/index.html is missing: run without --no-build, or run npm run build first.');
  const server = await startStaticServer({ dir: outDir, port, projectRoot: root, config: '../serve.json' });
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: chromeFlags.filter((f) => f !== '--headless=new'),
  });
  try {
    results.pages = await measurePages(browser, server.url);
    if (!flags.has('--no-floor')) results.frameworkFloor = await measureFrameworkFloor(browser);
    if (!flags.has('--no-lighthouse')) results.lighthouse = lighthouseRuns(server.url);
    results.search = searchBench();
  } finally {
    await browser.close();
    server.stop();
  }
  report(results);
  fs.mkdirSync(path.join(root, 'bench-results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench-results/latest.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('\nWrote bench-results/latest.json');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
