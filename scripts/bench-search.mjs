#!/usr/bin/env node
// Search benchmark (not a test): index size per context, worker load-and-parse time, warm query
// latency in the worker, and cold first keystroke to painted suggestions, measured on the built
// site (out/) in Chromium. Run `npm run build` first, then `npm run bench:search`.
// Figures go to stdout and to .bench/search.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { startCountingServer } from './lib/counting-server.mjs';
import { DATA_SAVER, emulateConnection } from './lib/emulate-connection.mjs';

const OUT = path.resolve('out');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Plain words, prefixes while typing, typos and every piece of syntax, as readers type them. */
const QUERIES = [
  'agent',
  'create agent',
  'metadata generation',
  'semantics layer',
  'schema',
  'connect a data source',
  'snowflake warehouse',
  'points per game',
  'star schema',
  'regen',
  'conection',
  'metdata',
  '+agent -nba',
  'title:metadata',
  'heading:rules',
  'schema~1',
  'agent^5 metadata',
  'sema*',
  'data-quality',
  'What a data agent is',
];
/** The reference the search benchmark compares against: Docusaurus's local-search index, gzipped, per 23k words of docs. */
const DOCUSAURUS_GZ_PER_23K_WORDS = 160 * 1024;

if (!fs.existsSync(path.join(OUT, 'search-index'))) {
  console.error('No out/search-index: build the site first (npm run build).');
  process.exit(1);
}

const sizes = indexSizes();
const server = await startCountingServer(OUT);
const origin = server.url;
const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
try {
  const load = await coldRuns(() => workerLoad(origin));
  const keystroke = await coldRuns(() => firstKeystroke(origin, { hoverFirstMs: 0 }));
  const keystrokeAfterHover = await coldRuns(() => firstKeystroke(origin, { hoverFirstMs: 300 }));
  const queries = await warmQueries(origin);
  // Timings depend on what else the machine is doing; the load average says how busy it was.
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    loadAverage: os.loadavg().map((l) => Number(l.toFixed(2))),
    cpus: os.cpus().length,
    sizes,
    load,
    keystroke,
    keystrokeAfterHover,
    queries,
  };
  fs.mkdirSync('.bench', { recursive: true });
  fs.writeFileSync('.bench/search.json', `${JSON.stringify(report, null, 2)}\n`);
  print(report);
} finally {
  await browser.close();
  await server.close();
}

/** Per context: its root, and its pieces (postings and sections) with their sizes; words counted in the section pieces. */
function indexSizes() {
  const dir = path.join(OUT, 'search-index');
  const pieceDir = path.join(dir, 'pieces');
  const sizeOf = (file) => {
    const raw = fs.readFileSync(file);
    return { raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length, data: JSON.parse(raw.toString('utf8')) };
  };
  const pieces = fs.readdirSync(pieceDir).map((name) => ({ name, ...sizeOf(path.join(pieceDir, name)) }));
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const rows = files.map((file) => {
    const root = sizeOf(path.join(dir, file));
    const indexId = file.replace(/-[0-9a-f]{12}\.json$/, '');
    const postings = new Set(root.data.postings.flatMap((list) => list.map(([, name]) => name)));
    const pageHashes = new Set(root.data.pages.map(([hash]) => hash));
    const mine = pieces.filter(
      (piece) =>
        postings.has(piece.name) ||
        (piece.data.section && pageHashes.has(piece.name.slice(indexId.length + 1).replace(/-\d+\.json$/, ''))),
    );
    const words = mine
      .filter((piece) => piece.data.section)
      .reduce((n, piece) => n + piece.data.section[2].split(/\s+/).filter(Boolean).length, 0);
    return {
      file,
      raw: root.raw,
      gzip: root.gzip,
      pieces: mine.length,
      piecesRaw: mine.reduce((n, piece) => n + piece.raw, 0),
      piecesGzip: mine.reduce((n, piece) => n + piece.gzip, 0),
      pages: root.data.pages.length,
      sections: root.data.docCount,
      words,
    };
  });
  const sum = (key) => rows.reduce((n, r) => n + r[key], 0);
  const total = {
    raw: sum('raw'),
    gzip: sum('gzip'),
    pieces: sum('pieces'),
    piecesRaw: sum('piecesRaw'),
    piecesGzip: sum('piecesGzip'),
    pages: sum('pages'),
    sections: sum('sections'),
    words: sum('words'),
  };
  const docusaurusEstimate = (DOCUSAURUS_GZ_PER_23K_WORDS * total.words) / 23000;
  return { rows, total, docusaurusEstimate, ratio: (total.gzip + total.piecesGzip) / docusaurusEstimate };
}

/** A fresh browser context per run: nothing cached, a new worker, a cold page. */
async function coldRuns(measure) {
  const values = [];
  for (let i = 0; i < RUNS; i += 1) values.push(await measure());
  return summary(values);
}

async function freshPage(url, { saveData = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  if (saveData) await emulateConnection(page, DATA_SAVER);
  await page.goto(url, { waitUntil: 'networkidle' });
  return { page, context };
}

/**
 * Every root fetched and parsed in the worker (its own clock), from the home page (all
 * contexts), on first touch: data-saver is on, so the idle warm-up leaves it to the touch.
 */
async function workerLoad(base) {
  const { page, context } = await freshPage(`${base}/`, { saveData: true });
  await page.locator('.search').hover();
  await page.locator('.search[data-state="ready"]').waitFor();
  const ms = await page.evaluate(() => performance.getEntriesByName('search:index-load-in-worker')[0].duration);
  await context.close();
  return ms;
}

/**
 * From the first keystroke to the first frame painted with suggestions, on a page nobody has
 * touched (loaded and idle, so the warm-up has fetched the roots). With hoverFirstMs 0 the
 * reader presses Ctrl+K and types at once; otherwise the pointer rests on the box first.
 */
async function firstKeystroke(base, { hoverFirstMs }) {
  const { page, context } = await freshPage(`${base}/agent/create-agent`);
  if (hoverFirstMs > 0) {
    await page.locator('.search').hover();
    await page.waitForTimeout(hoverFirstMs);
  }
  await page.keyboard.press('Control+k');
  await page.evaluate(() => {
    window.__painted = new Promise((resolve) => {
      document.addEventListener('keydown', () => (window.__keydown = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[role="option"]')) return;
        observer.disconnect();
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - window.__keydown), 0));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.keyboard.type('a');
  const ms = await page.evaluate(() => window.__painted);
  await context.close();
  return ms;
}

/** Warm queries: indexes loaded and scored, each query asked RUNS times; the worker's own clock. */
async function warmQueries(base) {
  const { page, context } = await freshPage(`${base}/`);
  const box = page.getByRole('combobox', { name: 'Search', exact: true });
  await box.focus();
  await page.locator('.search[data-state="ready"]').waitFor();
  const inWorker = [];
  const roundTrip = [];
  const perQuery = new Map(QUERIES.map((query) => [query, []]));
  for (let run = 0; run <= RUNS; run += 1) {
    for (const query of QUERIES) {
      await page.evaluate(() => performance.clearMeasures());
      await box.fill('');
      await box.fill(query);
      await page.waitForFunction(() => performance.getEntriesByName('search:query-in-worker').length > 0);
      const [worker, trip] = await page.evaluate(() => [
        performance.getEntriesByName('search:query-in-worker')[0].duration,
        performance.getEntriesByName('search:query-round-trip')[0].duration,
      ]);
      // The first pass warms the JIT and the scored index set; it is not counted.
      if (run > 0) {
        inWorker.push(worker);
        roundTrip.push(trip);
        perQuery.get(query).push(worker);
      }
    }
  }
  await context.close();
  const slowest = [...perQuery]
    .map(([query, values]) => ({ query, median: summary(values).median }))
    .sort((a, b) => b.median - a.median)
    .slice(0, 3);
  return { count: QUERIES.length, inWorker: summary(inWorker), roundTrip: summary(roundTrip), slowest };
}

function summary(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { n: sorted.length, median: at(0.5), p95: at(0.95), min: sorted[0], max: sorted[sorted.length - 1] };
}

function print({ sizes, load, keystroke, keystrokeAfterHover, queries, loadAverage }) {
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const ms = (value) => `${value.toFixed(1)} ms`;
  console.log(
    `\nMachine: ${os.cpus().length} CPUs, load average ${loadAverage.join(' / ')} (1, 5, 15 min) when the timings ended`,
  );
  console.log(
    '\nSearch indexes (out/search-index): the root a first search fetches, and every piece (a query fetches a few)',
  );
  console.log(
    '  root                                       root raw   root gzip   pieces  pieces gzip  pages  sections  words',
  );
  const row = (r, name) =>
    console.log(
      `  ${name.padEnd(42)} ${kb(r.raw).padStart(9)} ${kb(r.gzip).padStart(10)} ${String(r.pieces).padStart(8)} ${kb(r.piecesGzip).padStart(12)} ${String(r.pages).padStart(6)} ${String(r.sections).padStart(9)} ${String(r.words).padStart(6)}`,
    );
  for (const r of sizes.rows) row(r, r.file);
  row(sizes.total, 'total');
  console.log(
    `  Docusaurus local-search estimate for ${sizes.total.words} words: ${kb(sizes.docusaurusEstimate)} gzip; all our files together are ${sizes.ratio.toFixed(2)}x`,
  );
  console.log(
    `\nWorker load of every root on first touch (data-saver on, so no warm-up; fetch + parse, worker clock), ${load.n} cold runs: median ${ms(load.median)}, p95 ${ms(load.p95)}`,
  );
  console.log(
    `Warm query in the worker, ${queries.count} queries x ${queries.inWorker.n / queries.count} runs: median ${ms(queries.inWorker.median)}, p95 ${ms(queries.inWorker.p95)} (target median < 5 ms)`,
  );
  console.log(
    `  slowest queries (median in the worker): ${queries.slowest.map((q) => `"${q.query}" ${ms(q.median)}`).join(', ')}`,
  );
  console.log(
    `Warm query round trip (main thread -> worker -> main thread): median ${ms(queries.roundTrip.median)}, p95 ${ms(queries.roundTrip.p95)}`,
  );
  console.log(
    `Cold page, Ctrl+K then first keystroke -> painted suggestions: median ${ms(keystroke.median)}, p95 ${ms(keystroke.p95)} (target < 60 ms)`,
  );
  console.log(
    `Cold page, pointer on the box 300 ms first, then first keystroke -> painted: median ${ms(keystrokeAfterHover.median)}, p95 ${ms(keystrokeAfterHover.p95)}`,
  );
}
