#!/usr/bin/env node
// Scale benchmark (a script, not a test): copies the project, grows its docs K times
// (scripts/lib/scale-content.mjs), builds each copy cold and prints, per K: build wall time,
// peak memory of the whole build process tree, files and bytes in out/, one doc page's HTML and
// RSC payload, what a first visit to that page transfers (prefetches included), and what the
// first and a further search transfer; also the largest process's peak, pages a minute at the
// start and the end of static generation, and out/'s bytes and files per docs page by kind.
// Usage: npm run bench:scale [-- 1 10 50 100] [--shards 4] [--update] (--shards also builds each
// copy as that many shards, one after the other, and reports the slowest and the merge; --update
// keeps the rows of other sizes already in scale.json, so K = 500 can be measured on its own).
// Figures go to stdout and bench-results/scale.json; each row carries the day it was measured.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { copyProject } from './lib/project-copy.mjs';
import { scaleDocs } from './lib/scale-content.mjs';
import { startCountingServer } from './lib/counting-server.mjs';
import { peakTreeRss } from './lib/process-tree.mjs';
import { DATA_SAVER, emulateConnection } from './lib/emulate-connection.mjs';
import { memoryShortfall, outShortfall, timeShortfall } from './lib/perf/scale-shortfalls.mjs';

const ROOT = process.cwd();
const argv = process.argv.slice(2);
const shardsAt = argv.indexOf('--shards');
const SHARDS = shardsAt === -1 ? 0 : Number(argv[shardsAt + 1]);
const UPDATE = argv.includes('--update');
const SIZES = argv
  .filter((_, i) => shardsAt === -1 || (i !== shardsAt && i !== shardsAt + 1))
  .map(Number)
  .filter((k) => k >= 1);
const SCALE_JSON = path.join(ROOT, 'bench-results/scale.json');
const KS = SIZES.length > 0 ? SIZES : [1, 10, 50, 100];
/** The doc page whose weight is followed across sizes: a page inside a category. */
const PAGE = '/agent/create-agent';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
/** Docusaurus 3.9.1 + search-local 0.49.2 on the same content and machine (shared/SCALE-NOTES.md). */
const DOCUSAURUS = {
  1: { buildS: 29, memoryGb: 0.85, outMb: 3.2, searchDownloadKb: 197 },
  10: { buildS: 51, memoryGb: 1.4, outMb: 22 },
  50: { buildS: 318, memoryGb: 3.6, outMb: 153, searchDownloadKb: 2662 },
  100: { buildS: 565, memoryGb: 5.1, outMb: 417 },
};

// Read before the first build, so a file that cannot be kept stops the run, not its end.
const PREVIOUS = UPDATE ? previousReport() : undefined;

const results = [];
for (const k of KS) {
  const dir = copyProject(ROOT, `plumbline-scale-${k}-`);
  try {
    const docs = scaleDocs(path.join(dir, 'content/docs'), k);
    console.log(`\n=== K = ${k}: ${docs} docs pages, building ${dir} ...`);
    const build = await buildCold(dir);
    if (build.status !== 0) {
      console.log(build.output.slice(-4000));
      results.push({
        k,
        date: new Date().toISOString(),
        docs,
        failed: true,
        buildS: build.seconds,
        peakRssMb: build.peakRssMb,
      });
      continue;
    }
    const out = path.join(dir, 'out');
    const files = outFiles(out);
    const page = pageFiles(out, PAGE);
    const browserFigures = await measureInBrowser(out);
    const shards = SHARDS > 1 ? await buildShards(dir, SHARDS) : undefined;
    const site = siteStillWhole(out, docs);
    const row = {
      k,
      date: new Date().toISOString(),
      docs,
      site,
      buildS: build.seconds,
      peakRssMb: build.peakRssMb,
      largestRssMb: build.largestRssMb,
      largestProcess: build.largestProcess,
      peakProcesses: build.peakProcesses,
      generation: build.generation,
      steps: build.steps,
      outFiles: files.count,
      outBytes: files.bytes,
      byKind: files.byKind,
      page,
      shards,
      ...browserFigures,
    };
    results.push(row);
    printRow(row);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
const rows = PREVIOUS ? [...keptRows(PREVIOUS, results), ...results].sort((a, b) => a.k - b.k) : results;
printSummary(rows);
fs.mkdirSync(path.dirname(SCALE_JSON), { recursive: true });
const report = {
  date: new Date().toISOString(),
  cpus: os.cpus().length,
  memoryGb: Math.round(os.totalmem() / 2 ** 30),
  page: PAGE,
  results: rows,
  docusaurus: DOCUSAURUS,
};
fs.writeFileSync(SCALE_JSON, `${JSON.stringify(report, null, 2)}\n`);

/** With --update: scale.json as it is, if its rows compare with this run's. */
function previousReport() {
  if (!fs.existsSync(SCALE_JSON)) return undefined;
  const previous = JSON.parse(fs.readFileSync(SCALE_JSON, 'utf8'));
  if (previous.page !== PAGE || previous.cpus !== os.cpus().length) {
    throw new Error(
      `--update: ${path.relative(ROOT, SCALE_JSON)} was measured on ${previous.cpus} CPUs for ${previous.page}, and this run is on ${os.cpus().length} for ${PAGE}: its rows do not compare.`,
    );
  }
  return previous;
}

/** The previous report's rows for sizes this run did not measure, each dated (rows from before per-row dates by the file's). */
function keptRows(previous, measured) {
  return previous.results.filter((r) => !measured.some((m) => m.k === r.k)).map((r) => ({ date: previous.date, ...r }));
}

/**
 * `npm run build` in a fresh copy (no .next, no out), timed, with the peak RSS of the process
 * tree and of its largest process, and Next's static-generation progress lines timed as they come.
 */
async function buildCold(dir, args = []) {
  const started = performance.now();
  const child = spawn('npm', ['run', 'build', ...args], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  /** [seconds since start, pages done, pages in all] per progress line */
  const progress = [];
  const onData = (d) => {
    output += d;
    for (const match of String(d).matchAll(/Generating static pages using \d+ workers? \((\d+)\/(\d+)\)/g)) {
      progress.push([(performance.now() - started) / 1000, Number(match[1]), Number(match[2])]);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const peak = peakTreeRss(child.pid);
  const status = await new Promise((resolve) => child.on('close', resolve));
  const { tree, largest, largestCommand, atPeak } = peak.stop();
  const peakProcesses = atPeak
    .filter((p) => p.rss >= 20 * 2 ** 20)
    .map((p) => ({ command: p.command, rssMb: Math.round(p.rss / 2 ** 20) }));
  const steps = output.match(/^Build steps: (.*)\.$/m)?.[1];
  return {
    status,
    output,
    seconds: (performance.now() - started) / 1000,
    peakRssMb: tree / 2 ** 20,
    largestRssMb: largest / 2 ** 20,
    largestProcess: largestCommand,
    peakProcesses,
    generation: generationRates(progress),
    steps,
  };
}

/**
 * Pages a minute over the first and the last tenth of static generation, from Next's progress
 * lines (it prints them in jumps, so each rate spans the lines around that tenth).
 */
function generationRates(progress) {
  if (progress.length < 3) return undefined;
  const total = progress[progress.length - 1][2];
  const start = progress[0];
  const end = progress[progress.length - 1];
  const firstTenth = progress.find(([, done]) => done >= total * 0.1 && done > start[1]) ?? end;
  const lastTenth = [...progress].reverse().find(([, done]) => done <= total * 0.9 && done < end[1]) ?? start;
  const rate = (a, b) => ((b[1] - a[1]) / Math.max(b[0] - a[0], 0.001)) * 60;
  return {
    pages: total,
    seconds: end[0] - start[0],
    firstPerMinute: rate(start, firstTenth),
    lastPerMinute: rate(lastTenth, end),
  };
}

/** The same copy built as `count` shards one after the other, then merged: each shard's time and peak, and the merge's. */
async function buildShards(dir, count) {
  const shards = [];
  for (let i = 1; i <= count; i += 1) {
    fs.rmSync(path.join(dir, '.next'), { recursive: true, force: true });
    const build = await buildCold(dir, ['--', '--shard', `${i}/${count}`]);
    if (build.status !== 0) throw new Error(`shard ${i}/${count} failed:\n${build.output.slice(-3000)}`);
    fs.renameSync(path.join(dir, 'out'), path.join(dir, `shard-${i}`));
    shards.push({ shard: i, buildS: build.seconds, peakRssMb: build.peakRssMb, largestRssMb: build.largestRssMb });
  }
  const started = performance.now();
  const merge = spawnSync('npm', ['run', 'build:merge', ...shards.map(({ shard }) => `shard-${shard}`)], {
    cwd: dir,
    encoding: 'utf8',
  });
  if (merge.status !== 0) throw new Error(`merge failed:\n${merge.stdout}\n${merge.stderr}`);
  return {
    count,
    shards,
    slowestS: Math.max(...shards.map((s) => s.buildS)),
    mergeS: (performance.now() - started) / 1000,
  };
}

/**
 * The parts of the site that list every page, read from out/: the sitemap (or its index and
 * parts), llms.txt, the sidebar file, a category page's cards, /my-page. Each must still hold
 * every docs page (the docs home has no card) at this size.
 */
function siteStillWhole(out, docs) {
  const read = (file) => (fs.existsSync(path.join(out, file)) ? fs.readFileSync(path.join(out, file), 'utf8') : '');
  const sitemap = read('sitemap.xml');
  const parts = [...sitemap.matchAll(/<loc>[^<]*\/(sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]);
  const sitemapUrls = (parts.length > 0 ? parts.map(read) : [sitemap]).reduce(
    (n, xml) => n + (xml.match(/<url>/g) ?? []).length,
    0,
  );
  const llmsLinks = (read('llms.txt').match(/^- \[/gm) ?? []).length;
  const sidebarFile = fs.readdirSync(path.join(out, 'sidebar')).find((name) => name.startsWith('current-'));
  const sidebarDocs = sidebarFile ? (read(`sidebar/${sidebarFile}`).match(/"type":"doc"/g) ?? []).length : 0;
  const agentCards = (read('category/agents.html').match(/class="doc-card"/g) ?? []).length;
  const myPage = read('my-page.html').length > 0;
  const ok = sitemapUrls >= docs && sidebarDocs === docs && llmsLinks >= docs && myPage;
  return { sitemapUrls, sitemapParts: parts.length, llmsLinks, sidebarDocs, agentCards, myPage, ok };
}

/** What kind of file an out/ path is, for the per-kind breakdown. */
function kindOf(rel) {
  if (rel.startsWith('_next/')) return 'scripts and styles';
  if (rel.startsWith('search-index/')) return 'search index';
  if (rel.endsWith('.html')) return 'HTML';
  if (rel.endsWith('.txt')) return rel.startsWith('llms') || rel === 'robots.txt' ? 'other' : 'RSC payloads';
  if (rel.endsWith('.md')) return 'Markdown copies';
  return 'other';
}

function outFiles(dir) {
  let count = 0;
  let bytes = 0;
  const byKind = {};
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const size = fs.statSync(full).size;
        const kind = kindOf(path.relative(dir, full));
        byKind[kind] ??= { files: 0, bytes: 0 };
        byKind[kind].files += 1;
        byKind[kind].bytes += size;
        count += 1;
        bytes += size;
      }
    }
  };
  walk(dir);
  return { count, bytes, byKind };
}

/** The page's HTML and its full RSC payload (what a client navigation to it loads). */
function pageFiles(out, pagePath) {
  const sizes = (data) => ({ raw: data.length, gzip: zlib.gzipSync(data).length });
  const html = fs.readFileSync(path.join(out, `${pagePath}.html`));
  const inlinePayload = [...html.toString('utf8').matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce(
    (sum, m) => sum + Buffer.byteLength(m[0]),
    0,
  );
  return { html: { ...sizes(html), inlinePayload }, rsc: sizes(fs.readFileSync(path.join(out, `${pagePath}.txt`))) };
}

/** What a visit fetched, by what it is for: where a first visit's bytes grow with the site. */
function visitByKind(sent) {
  const kindOf = (p) =>
    p.startsWith('/_next/')
      ? 'scripts and styles'
      : p.includes('/__next.')
        ? 'prefetches'
        : p.startsWith('/search-index/')
          ? 'search'
          : /\.(svg|png|ico|woff2)$/.test(p)
            ? 'images and fonts'
            : 'pages';
  const byKind = {};
  for (const { path: p, bytes } of sent) {
    const kind = (byKind[kindOf(p)] ??= { requests: 0, bytes: 0 });
    kind.requests += 1;
    kind.bytes += bytes;
  }
  return byKind;
}

/**
 * First visit (prefetches and the search warm-up included), then a first and a second search,
 * counted at the server. A second cold visit with data-saver on, where nothing of search loads
 * before the reader touches it, counts what the first search costs in all: worker, lunr, index
 * roots and pieces.
 */
async function measureInBrowser(out) {
  const server = await startCountingServer(out);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  try {
    const visit = async ({ saveData }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      if (saveData) await emulateConnection(page, DATA_SAVER);
      await page.goto(`${server.url}${PAGE}`, { waitUntil: 'load' });
      await server.quiet(1000);
      const firstVisit = server.take();
      const box = page.getByRole('combobox', { name: 'Search', exact: true });
      await box.click();
      await box.pressSequentially('schema');
      await page.getByRole('option').first().waitFor();
      await server.quiet(1000);
      const firstSearch = server.take();
      await box.fill('');
      await box.pressSequentially('metadata generation');
      await page.getByRole('option').first().waitFor();
      await server.quiet(1000);
      const nextSearch = server.take();
      await context.close();
      const figures = (taken) => ({ requests: taken.requests, bytes: taken.bytes });
      const largest = [...firstVisit.sent].sort((a, b) => b.bytes - a.bytes).slice(0, 8);
      return {
        firstVisit: { ...figures(firstVisit), byKind: visitByKind(firstVisit.sent), largest },
        firstSearch: figures(firstSearch),
        nextSearch: figures(nextSearch),
      };
    };
    const usual = await visit({ saveData: false });
    const touchFirst = await visit({ saveData: true });
    return { ...usual, firstSearchInAll: touchFirst.firstSearch };
  } finally {
    await browser.close();
    await server.close();
  }
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

function printRow(r) {
  console.log(
    `build ${r.buildS.toFixed(1)} s (${((r.buildS / r.docs) * 1000).toFixed(0)} s per 1,000 docs pages), peak memory ${(r.peakRssMb / 1024).toFixed(2)} GB (largest process ${(r.largestRssMb / 1024).toFixed(2)} GB, ${r.largestProcess}), out/ ${r.outFiles} files ${(r.outBytes / 2 ** 20).toFixed(1)} MB`,
  );
  if (r.peakProcesses?.length)
    console.log(
      `at the peak: ${r.peakProcesses.map((p) => `${p.command} ${(p.rssMb / 1024).toFixed(2)} GB`).join('; ')}`,
    );
  if (r.steps) console.log(`steps: ${r.steps}`);
  if (r.generation)
    console.log(
      `static generation: ${r.generation.pages} routes in ${r.generation.seconds.toFixed(0)} s; ${r.generation.firstPerMinute.toFixed(0)} a minute over the first 10%, ${r.generation.lastPerMinute.toFixed(0)} over the last 10%`,
    );
  const perPage = Object.entries(r.byKind)
    .sort((a, b) => b[1].bytes - a[1].bytes)
    .map(([kind, v]) => `${kind} ${kb(v.bytes / r.docs)} in ${(v.files / r.docs).toFixed(2)} files`);
  console.log(
    `out/ per docs page: ${kb(r.outBytes / r.docs)} in ${(r.outFiles / r.docs).toFixed(2)} files: ${perPage.join('; ')}`,
  );
  console.log(
    `site: sitemap ${r.site.sitemapUrls} URLs${r.site.sitemapParts ? ` in ${r.site.sitemapParts} files` : ''}, llms.txt ${r.site.llmsLinks} links, sidebar ${r.site.sidebarDocs} docs, Agents category ${r.site.agentCards} cards, /my-page ${r.site.myPage ? 'built' : 'MISSING'}: ${r.site.ok ? 'every docs page listed' : 'PAGES MISSING'}`,
  );
  if (r.shards)
    console.log(
      `${r.shards.count} shards: ${r.shards.shards.map((s) => `${s.buildS.toFixed(0)} s / ${(s.peakRssMb / 1024).toFixed(2)} GB`).join(', ')}; slowest ${r.shards.slowestS.toFixed(0)} s, merge (search index, llms-full.txt, link check) ${r.shards.mergeS.toFixed(0)} s`,
    );
  console.log(
    `${PAGE}: HTML ${kb(r.page.html.raw)} (${kb(r.page.html.gzip)} gzip), RSC ${kb(r.page.rsc.raw)} (${kb(r.page.rsc.gzip)} gzip)`,
  );
  const visitKinds = Object.entries(r.firstVisit.byKind ?? {}).map(
    ([kind, f]) => `${kind} ${kb(f.bytes)} (${f.requests})`,
  );
  console.log(
    `first visit ${kb(r.firstVisit.bytes)} in ${r.firstVisit.requests} requests (prefetches and the search warm-up included): ${visitKinds.join(', ')}`,
  );
  console.log(`  largest: ${(r.firstVisit.largest ?? []).map((f) => `${f.path} ${kb(f.bytes)}`).join(', ')}`);
  console.log(
    `first search +${kb(r.firstSearch.bytes)} (${r.firstSearch.requests}) after the warm-up, ${kb(r.firstSearchInAll.bytes)} (${r.firstSearchInAll.requests}) in all on a page that loaded nothing of search; next search +${kb(r.nextSearch.bytes)} (${r.nextSearch.requests})`,
  );
}

function printSummary(rows) {
  const base = rows.find((r) => r.k === 1 && !r.failed);
  const ten = rows.find((r) => r.k === 10 && !r.failed);
  console.log(
    `\nScale benchmark, ${os.cpus().length} CPUs, ${Math.round(os.totalmem() / 2 ** 30)} GB; page ${PAGE}; bytes on the wire are gzip.`,
  );
  console.log(
    '  K  docs   build (Docusaurus)   peak mem (Docus.)   out/ files      MB   HTML gz  RSC gz  1st visit  1st search  next search',
  );
  for (const r of rows) {
    const d = DOCUSAURUS[r.k] ?? {};
    if (r.failed) {
      console.log(`${String(r.k).padStart(3)} ${String(r.docs).padStart(5)}   FAILED after ${r.buildS.toFixed(0)} s`);
      continue;
    }
    const ratio = (value, of) => (base && of ? ` ${(value / of).toFixed(2)}x` : '');
    console.log(
      `${String(r.k).padStart(3)} ${String(r.docs).padStart(5)} ${`${r.buildS.toFixed(0)} s`.padStart(7)} (${d.buildS ?? '-'} s) ${`${(r.peakRssMb / 1024).toFixed(2)} GB`.padStart(9)} (${d.memoryGb ?? '-'} GB) ${String(r.outFiles).padStart(9)} ${(r.outBytes / 2 ** 20).toFixed(1).padStart(7)}` +
        ` ${kb(r.page.html.gzip).padStart(9)}${ratio(r.page.html.gzip, base?.page.html.gzip)} ${kb(r.page.rsc.gzip).padStart(8)}${ratio(r.page.rsc.gzip, base?.page.rsc.gzip)}` +
        ` ${kb(r.firstVisit.bytes).padStart(9)}${ratio(r.firstVisit.bytes, base?.firstVisit.bytes)} ${kb(r.firstSearchInAll.bytes).padStart(10)} ${kb(r.nextSearch.bytes).padStart(10)}` +
        (d.searchDownloadKb ? ` (Docusaurus search download ${d.searchDownloadKb} KB)` : ''),
    );
  }
  console.log(
    '1st search: everything typing "schema" costs a page that loaded nothing of search (worker, lunr, index roots and pieces); next search: "metadata generation" after it.',
  );
  const hundred = rows.find((r) => r.k === 100 && !r.failed);
  if (hundred)
    console.log(
      `Search at K=100: first ${kb(hundred.firstSearchInAll.bytes)} in all (target <= 150 KB), next ${kb(hundred.nextSearch.bytes)} (target <= 30 KB)`,
    );
  const fifty = rows.find((r) => r.k === 50 && !r.failed);
  if (fifty && ten) console.log(`Build time K=50 / K=10: ${(fifty.buildS / ten.buildS).toFixed(2)} (target <= 5.5)`);
  if (fifty && base)
    console.log(`out/ bytes K=50 / K=1: ${(fifty.outBytes / base.outBytes).toFixed(1)} (target <= 60)`);
  const big = rows.find((r) => r.k === 500 && !r.failed);
  const hundredRow = rows.find((r) => r.k === 100 && !r.failed);
  if (big) {
    const perPage = (r) => r.buildS / r.docs;
    const met = (ok) => (ok ? 'met' : 'NOT MET');
    const why = (ok, lines) => !ok && lines.forEach((line) => console.log(`      ${line}`));
    console.log(`\nTargets at K=500:`);
    console.log(
      `  peak memory of the tree ${(big.peakRssMb / 1024).toFixed(2)} GB (target < 2 GB): ${met(big.peakRssMb < 2048)}`,
    );
    if (hundredRow) {
      const flat = big.peakRssMb <= hundredRow.peakRssMb * 1.2;
      console.log(
        `  peak memory K=500 / K=100 ${(big.peakRssMb / hundredRow.peakRssMb).toFixed(2)} (target <= 1.2): ${met(flat)}`,
      );
      why(flat, memoryShortfall(big, hundredRow));
    }
    console.log(`  build ${(big.buildS / 60).toFixed(1)} min (target < 10 min): ${met(big.buildS < 600)}`);
    why(big.buildS < 600, timeShortfall(big));
    if (big.shards) {
      const sharded = big.shards.slowestS + big.shards.mergeS;
      console.log(
        `  built as ${big.shards.count} shards on ${big.shards.count} machines: slowest shard ${big.shards.slowestS.toFixed(0)} s + merge ${big.shards.mergeS.toFixed(0)} s = ${(sharded / 60).toFixed(1)} min (target < 10 min): ${met(sharded < 600)}`,
      );
    }
    if (fifty)
      console.log(
        `  time per page K=500 / K=50 ${(perPage(big) / perPage(fifty)).toFixed(2)} (target <= 1.3): ${met(perPage(big) <= perPage(fifty) * 1.3)}`,
      );
    console.log(
      `  out/ ${(big.outBytes / 2 ** 30).toFixed(2)} GB (target <= 1 GB): ${met(big.outBytes <= 2 ** 30)}; ${big.outFiles} files (target <= 60,000): ${met(big.outFiles <= 60000)}`,
    );
    why(big.outBytes <= 2 ** 30, outShortfall(big));
    if (base) {
      console.log(
        `  doc page HTML ${(big.page.html.raw / base.page.html.raw).toFixed(2)}x K=1, first visit ${(big.firstVisit.bytes / base.firstVisit.bytes).toFixed(2)}x (target <= 1.3): ${met(big.page.html.raw <= base.page.html.raw * 1.3 && big.firstVisit.bytes <= base.firstVisit.bytes * 1.3)}`,
      );
    }
    console.log(
      `  first search ${kb(big.firstSearchInAll.bytes)} (target < 150 KB): ${met(big.firstSearchInAll.bytes < 150 * 1024)}`,
    );
  }
}
