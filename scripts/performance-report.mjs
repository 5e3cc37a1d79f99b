#!/usr/bin/env node
// @ts-check
// `npm run docs:performance`: rewrites the tables of docs/performance.md from the benchmark
// figures committed in bench-results/ (latest.json from `npm run bench`, scale.json from
// `npm run bench:scale`, dev.json from `npm run bench:dev`). Each table sits between a pair of
// marker comments, `<!-- performance-report:NAME -->` and `<!-- /performance-report:NAME -->`;
// the prose around them is written by hand and left as it is.
// `--check` changes nothing and exits 1 when the document is not what the figures give.
// tests/unit/scripts/performance-report.test.ts holds the committed document to the same rule.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCUMENT = path.join(ROOT, 'docs/performance.md');
export const RESULTS_DIR = path.join(ROOT, 'bench-results');

/**
 * Goals the issues set for figures that bench-results/ records without a budget (the byte
 * budgets themselves come from latest.json). The benchmarks print the same targets.
 */
const TARGETS = {
  devSaveToRefreshMs: 2000,
  devFirstSearchMs: 2000,
  devSavedWordFoundMs: 2000,
  searchWorkerQueryMedianMs: 5,
  searchKeystrokeMedianMs: 60,
  scaleFirstSearchKb: 150,
  scaleFurtherSearchKb: 30,
  scaleBuildGrowthK10ToK50: 5.5,
};

/** @typedef {{ latest: any, scale: any, dev: any }} BenchResults */

/** The three result files as the benchmarks wrote them. */
export function readBenchResults(dir = RESULTS_DIR) {
  /** @param {string} name */
  const read = (name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  return { latest: read('latest.json'), scale: read('scale.json'), dev: read('dev.json') };
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** @param {number} value milliseconds */
const ms = (value) => (value < 100 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`);
/** @param {number} value milliseconds */
const seconds = (value) => `${(value / 1000).toFixed(2)} s`;
/** @param {string} iso */
const day = (iso) => iso.slice(0, 10);
/** @param {number} n */
const count = (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/**
 * A figure of `row` as a multiple of the same figure at K = 1, left out on that row itself.
 * @param {any} row
 * @param {any} base
 * @param {(r: any) => number} figure
 */
const ratio = (row, base, figure) => (base && row !== base ? ` (${(figure(row) / figure(base)).toFixed(2)}x)` : '');

/**
 * @param {string[]} headers
 * @param {(string | number)[][]} rows
 */
function table(headers, rows) {
  const line = (/** @type {(string | number)[]} */ cells) => `| ${cells.map((cell) => String(cell)).join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** @param {any} latest */
function mobileRuns(latest) {
  return latest.lighthouse.filter((/** @type {any} */ run) => run.formFactor === 'mobile' && !run.skipped);
}

/** @param {any} latest */
function latestSource(latest) {
  const build = latest.buildSeconds === null ? 'the cold build was not run (`--no-build`)' : 'cold build included';
  return `_From \`bench-results/latest.json\`: measured ${day(latest.measuredAt)} on ${latest.machine.cpus} CPUs, Node ${latest.machine.node}, Next.js ${latest.machine.next}; ${build}._`;
}

/** @param {any} latest */
function summary(latest) {
  const pages = latest.pages.filter((/** @type {any} */ p) => !p.skipped);
  const doc = pages.find((/** @type {any} */ p) => p.type === 'doc page');
  const largest = pages.reduce((/** @type {any} */ a, /** @type {any} */ b) => (b.htmlGzip > a.htmlGzip ? b : a));
  const floor = latest.frameworkFloor;
  const ref = latest.docusaurusReference;
  const mobile = mobileRuns(latest);
  const lighthouse = latest.lighthouse.filter((/** @type {any} */ run) => !run.skipped);
  const each = (/** @type {(run: any) => string | number} */ figure) => mobile.map(figure).join(', ');
  const span = (/** @type {string} */ key) => {
    const values = lighthouse.map((/** @type {any} */ run) => run[key]);
    const [low, high] = [Math.min(...values), Math.max(...values)];
    return low === high ? String(low) : `${low}-${high}`;
  };
  const rows = [
    [
      'Doc page first-load JS, gzip',
      doc ? kb(doc.jsGzip) : 'not measured',
      `${ref.docPageJsGzipKb} KB`,
      `at most ${kb(latest.budgets.docPageJsGzip)}`,
    ],
    [
      'Empty Next.js page JS, gzip (the framework floor)',
      floor.skipped ? `not measured (${floor.skipped})` : kb(floor.jsGzip),
      '—',
      '—',
    ],
    ['Doc page CSS, gzip', doc ? kb(doc.cssGzip) : 'not measured', '—', `at most ${kb(latest.budgets.docPageCssGzip)}`],
    [
      'Largest HTML page, gzip',
      `${kb(largest.htmlGzip)} (${largest.type})`,
      '—',
      `at most ${kb(latest.budgets.htmlGzip)}`,
    ],
    ["Requests of a doc page's first visit (its own)", doc ? doc.requests : 'not measured', ref.docPageRequests, '—'],
    [
      'Cold build',
      latest.buildSeconds === null ? 'not run' : `${latest.buildSeconds} s`,
      `about ${ref.coldBuildSeconds} s`,
      '—',
    ],
  ];
  if (mobile.length > 0) {
    const names = mobile.map((/** @type {any} */ run) => run.page).join(', ');
    rows.push(
      [
        `Lighthouse mobile performance (${names})`,
        each((run) => run.performance),
        ref.lighthouseMobilePerformance,
        '—',
      ],
      [
        `Lighthouse mobile LCP (${names})`,
        each((run) => seconds(run.lcpMs)),
        `about ${ref.lighthouseMobileLcpSeconds} s`,
        '—',
      ],
      [`Lighthouse mobile TBT (${names})`, each((run) => `${run.tbtMs} ms`), `${ref.lighthouseMobileTbtMs} ms`, '—'],
      ['Lighthouse accessibility, every run', span('accessibility'), ref.lighthouseAccessibility, '—'],
      ['Lighthouse best practices and SEO, every run', `${span('bestPractices')}, ${span('seo')}`, '—', '—'],
      ['CLS, worst run', Math.max(...lighthouse.map((/** @type {any} */ run) => run.cls)), '—', '—'],
    );
  }
  return [latestSource(latest), '', table(['Figure', 'Plumbline Docs', 'Docusaurus reference', 'Budget'], rows)].join(
    '\n',
  );
}

/** @param {any} latest */
function pageWeight(latest) {
  const withPrefetch = latest.pages.some((/** @type {any} */ p) => p.prefetchGzip !== undefined);
  const headers = [
    'Page',
    'Path',
    'HTML',
    'CSS',
    'JS',
    'Other',
    'Requests',
    ...(withPrefetch ? ['Link prefetches'] : []),
    'Search worker',
  ];
  const rows = latest.pages.map((/** @type {any} */ p) => {
    if (p.skipped)
      return [p.type, `\`${p.path}\``, `skipped: ${p.skipped}`, '', '', '', '', ...(withPrefetch ? [''] : []), ''];
    const prefetch = p.prefetchGzip === undefined ? '—' : `${p.prefetchRequests} requests, ${kb(p.prefetchGzip)}`;
    return [
      p.type,
      `\`${p.path}\``,
      kb(p.htmlGzip),
      kb(p.cssGzip),
      kb(p.jsGzip),
      kb(p.otherGzip),
      p.requests,
      ...(withPrefetch ? [prefetch] : []),
      p.workers ? 'started' : '—',
    ];
  });
  const note = withPrefetch
    ? []
    : ['', '_This run predates counting link prefetches apart, so the file has no figure for them._'];
  return [latestSource(latest), '', table(headers, rows), ...note].join('\n');
}

/** @param {any} latest */
function lighthouse(latest) {
  if (latest.lighthouse.length === 0)
    return `${latestSource(latest)}\n\n_Lighthouse was not run (\`--no-lighthouse\`)._`;
  const rows = latest.lighthouse.map((/** @type {any} */ run) =>
    run.skipped
      ? [run.page, '—', `skipped: ${run.skipped}`, '', '', '', '', '', '', '']
      : [
          run.page,
          run.formFactor,
          run.performance,
          run.accessibility,
          run.bestPractices,
          run.seo,
          seconds(run.lcpMs),
          `${run.tbtMs} ms`,
          run.cls,
          run.failing.length > 0 ? run.failing.join(', ') : '—',
        ],
  );
  return [
    latestSource(latest),
    '',
    table(
      [
        'Page',
        'Form factor',
        'Performance',
        'Accessibility',
        'Best practices',
        'SEO',
        'LCP',
        'TBT',
        'CLS',
        'Failing audits',
      ],
      rows,
    ),
  ].join('\n');
}

/** @param {any} latest */
function searchSource(latest) {
  const figures = latest.search?.figures;
  if (!figures) return undefined;
  return `_From \`bench-results/latest.json\` (its \`search\` part): measured ${day(figures.date)} on ${figures.cpus} CPUs, load average ${figures.loadAverage.join(' / ')} (1, 5, 15 min) as the timings ended, ${figures.runs} cold runs per timing._`;
}

/** @param {any} latest */
function searchIndex(latest) {
  const source = searchSource(latest);
  if (!source) return '_The search benchmark did not run with this `npm run bench`._';
  const { rows, total, docusaurusEstimate, ratio: docusaurusRatio } = latest.search.figures.sizes;
  const line = (/** @type {string} */ name, /** @type {any} */ r) => [
    name,
    kb(r.gzip),
    count(r.pieces),
    kb(r.piecesGzip),
    r.pages,
    r.sections,
    count(r.words),
  ];
  const body = table(
    ['Index root', 'Root, gzip', 'Pieces', 'Pieces, gzip', 'Pages', 'Sections', 'Words'],
    [...rows.map((/** @type {any} */ r) => line(`\`${r.file}\``, r)), line('All indexes', total)],
  );
  const compared = `Docusaurus's local-search plugin would write about ${kb(docusaurusEstimate)} gzip for as many words; every root and piece here together is ${docusaurusRatio.toFixed(2)}x that, of which a query fetches a few pieces.`;
  return [source, '', body, '', compared].join('\n');
}

/** @param {any} latest */
function searchTimings(latest) {
  const source = searchSource(latest);
  if (!source) return '_The search benchmark did not run with this `npm run bench`._';
  const { load, keystroke, keystrokeAfterHover, queries, runs } = latest.search.figures;
  const row = (/** @type {string} */ what, /** @type {any} */ s, /** @type {string} */ target) => [
    what,
    ms(s.median),
    ms(s.p95),
    s.n,
    target,
  ];
  const body = table(
    ['What', 'Median', 'p95', 'Samples', 'Target'],
    [
      row('The worker loads every root on first touch (data-saver on, so no warm-up)', load, '—'),
      row(
        `Warm query in the worker (${queries.count} queries x ${runs} runs)`,
        queries.inWorker,
        `median under ${TARGETS.searchWorkerQueryMedianMs} ms`,
      ),
      row('Warm query, round trip from the page to the worker and back', queries.roundTrip, '—'),
      row(
        'Cold page, Ctrl+K and type at once: keystroke to painted suggestions',
        keystroke,
        `median under ${TARGETS.searchKeystrokeMedianMs} ms`,
      ),
      row(
        'Cold page, pointer on the box 300 ms before typing',
        keystrokeAfterHover,
        `median under ${TARGETS.searchKeystrokeMedianMs} ms`,
      ),
    ],
  );
  const slowest = `Slowest queries in the worker (median): ${queries.slowest.map((/** @type {any} */ q) => `"${q.query}" ${ms(q.median)}`).join(', ')}.`;
  return [source, '', body, '', slowest].join('\n');
}

/** @param {any} scale */
function scaleTable(scale) {
  const ok = scale.results.filter((/** @type {any} */ r) => !r.failed);
  const at = (/** @type {number} */ k) => ok.find((/** @type {any} */ r) => r.k === k);
  const base = at(1);
  const rows = scale.results.map((/** @type {any} */ r) => {
    if (r.failed) return [r.k, count(r.docs), `failed after ${r.buildS.toFixed(0)} s`, '', '', '', '', '', '', ''];
    const d = scale.docusaurus[String(r.k)] ?? {};
    const theirs = (/** @type {unknown} */ value, /** @type {string} */ unit) =>
      value === undefined ? '' : ` (${value}${unit})`;
    return [
      r.k,
      count(r.docs),
      `${r.buildS.toFixed(0)} s${theirs(d.buildS, ' s')}`,
      `${(r.peakRssMb / 1024).toFixed(2)} GB${theirs(d.memoryGb, ' GB')}`,
      `${count(r.outFiles)} files, ${(r.outBytes / 2 ** 20).toFixed(1)} MB${theirs(d.outMb, ' MB')}`,
      `${kb(r.page.html.gzip)}${ratio(r, base, (x) => x.page.html.gzip)}`,
      `${kb(r.page.rsc.gzip)}${ratio(r, base, (x) => x.page.rsc.gzip)}`,
      `${kb(r.firstVisit.bytes)}${ratio(r, base, (x) => x.firstVisit.bytes)}`,
      `${kb(r.firstSearchInAll.bytes)}${d.searchDownloadKb === undefined ? '' : ` (${count(d.searchDownloadKb)} KB)`}`,
      kb(r.nextSearch.bytes),
    ];
  });
  const source = `_From \`bench-results/scale.json\`: measured ${measuredOn(scale)} on ${scale.cpus} CPUs and ${scale.memoryGb} GB; page \`${scale.page}\`. In brackets: Docusaurus on the same content, or the ratio to K = 1._`;
  const body = table(
    [
      'K',
      'Docs pages',
      'Build',
      'Peak memory',
      'out/',
      'Page HTML, gzip',
      'RSC, gzip',
      'First visit',
      'First search in all',
      'Further search',
    ],
    rows,
  );
  const notes = [];
  const [ten, fifty, hundred] = [at(10), at(50), at(100)];
  if (ten && fifty)
    notes.push(
      `Build time grows ${(fifty.buildS / ten.buildS).toFixed(2)}x from K = 10 to K = 50 (target at most ${TARGETS.scaleBuildGrowthK10ToK50}x).`,
    );
  if (fifty && hundred)
    notes.push(`From K = 50 to K = 100 it grows ${(hundred.buildS / fifty.buildS).toFixed(2)}x for twice the pages.`);
  if (base && fifty)
    notes.push(`\`out/\` at K = 50 holds ${(fifty.outBytes / base.outBytes).toFixed(1)}x the bytes of K = 1.`);
  if (hundred) {
    notes.push(
      `At K = 100 the first search costs ${kb(hundred.firstSearchInAll.bytes)} in all (target at most ${TARGETS.scaleFirstSearchKb} KB) and a further one ${kb(hundred.nextSearch.bytes)} (target at most ${TARGETS.scaleFurtherSearchKb} KB).`,
    );
  }
  for (const r of ok.filter((/** @type {any} */ row) => row.shards)) {
    const { count: n, shards, slowestS, mergeS } = r.shards;
    notes.push(
      `K = ${r.k} built as ${n} shards, one after the other: ${shards.map((/** @type {any} */ s) => `${s.buildS.toFixed(0)} s`).join(', ')} (peak ${(Math.max(...shards.map((/** @type {any} */ s) => s.peakRssMb)) / 1024).toFixed(2)} GB), then the merge ${mergeS.toFixed(0)} s: on ${n} machines, ${((slowestS + mergeS) / 60).toFixed(1)} min.`,
    );
  }
  return [source, '', body, '', notes.join(' ')].join('\n');
}

/** The day of the measurements, or each size's when rows were measured on different days (`bench:scale -- --update`). */
function measuredOn(/** @type {any} */ scale) {
  const days = new Map();
  for (const r of scale.results) {
    const when = day(r.date ?? scale.date);
    days.set(when, [...(days.get(when) ?? []), r.k]);
  }
  if (days.size <= 1) return [...days.keys()][0] ?? day(scale.date);
  return [...days].map(([when, ks]) => `${when} (K = ${ks.join(', ')})`).join(' and ');
}

/** @param {any} dev */
function devLoop(dev) {
  const results = dev.results;
  const headers = ['Figure', ...results.map((/** @type {any} */ r) => `${r.k}x (${count(r.docs)} docs)`), 'Target'];
  const row = (
    /** @type {string} */ what,
    /** @type {(r: any) => string} */ figure,
    /** @type {number | undefined} */ target,
  ) => [what, ...results.map(figure), target === undefined ? '—' : `${target / 1000} s`];
  const rows = [
    row(
      'Save to refreshed open page: median of 5 saves (worst)',
      (r) => `${seconds(r.saveToRefreshMs)} (${seconds(r.saveToRefreshMaxMs)})`,
      TARGETS.devSaveToRefreshMs,
    ),
    row('Warm page request (server render), median', (r) => seconds(r.warmRequestMs), undefined),
    row(
      'First search after the first start: typing to the first suggestion',
      (r) => seconds(r.firstSearchMs),
      TARGETS.devFirstSearchMs,
    ),
    row(
      'First search after a restart (outlines and indexes kept in `.next/cache`)',
      (r) => seconds(r.firstSearchAfterRestartMs),
      TARGETS.devFirstSearchMs,
    ),
    row('A new heading saved: shown on the open page', (r) => seconds(r.searchAfterSave.shownMs), undefined),
    row(
      'Then its word searched: typing to the suggestion that holds it',
      (r) => seconds(r.searchAfterSave.suggestionsMs),
      TARGETS.devSavedWordFoundMs,
    ),
  ];
  const source = `_From \`bench-results/dev.json\`: one run, measured ${day(dev.date)} on ${dev.cpus} CPUs; page \`${dev.page}\`._`;
  return [source, '', table(headers, rows)].join('\n');
}

/**
 * Every generated block of docs/performance.md, by marker name.
 * @param {BenchResults} results
 * @returns {Record<string, string>}
 */
export function renderTables({ latest, scale, dev }) {
  return {
    summary: summary(latest),
    'page-weight': pageWeight(latest),
    lighthouse: lighthouse(latest),
    'search-index': searchIndex(latest),
    'search-timings': searchTimings(latest),
    scale: scaleTable(scale),
    'dev-loop': devLoop(dev),
  };
}

const MARKER = /<!-- performance-report:([\w-]+) -->\n[\s\S]*?<!-- \/performance-report:\1 -->/g;

/**
 * `text` with each marked block replaced by its generated content. Throws when a block has no
 * markers in the text, or the text marks a block the script does not generate.
 * @param {string} text
 * @param {Record<string, string>} blocks
 */
export function rewriteDocument(text, blocks) {
  const found = new Set();
  const rewritten = text.replace(MARKER, (_whole, /** @type {string} */ name) => {
    if (!(name in blocks))
      throw new Error(
        `docs/performance.md marks a block "${name}" that the report does not generate (it generates: ${Object.keys(blocks).join(', ')}).`,
      );
    found.add(name);
    return `<!-- performance-report:${name} -->\n${blocks[name]}\n<!-- /performance-report:${name} -->`;
  });
  const missing = Object.keys(blocks).filter((name) => !found.has(name));
  if (missing.length > 0) {
    throw new Error(
      `docs/performance.md has no markers for: ${missing.join(', ')}. Add "<!-- performance-report:NAME -->" and "<!-- /performance-report:NAME -->" lines where each table goes.`,
    );
  }
  return rewritten;
}

function main() {
  const check = process.argv.includes('--check');
  const text = fs.readFileSync(DOCUMENT, 'utf8');
  const rewritten = rewriteDocument(text, renderTables(readBenchResults()));
  const relative = path.relative(process.cwd(), DOCUMENT);
  if (rewritten === text) {
    console.log(`${relative} is up to date with bench-results/.`);
  } else if (check) {
    console.error(`${relative} does not match bench-results/: run npm run docs:performance.`);
    process.exit(1);
  } else {
    fs.writeFileSync(DOCUMENT, rewritten);
    console.log(`Rewrote the tables of ${relative} from bench-results/.`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
