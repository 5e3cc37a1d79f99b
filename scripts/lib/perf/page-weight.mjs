// @ts-check
import zlib from 'node:zlib';

/**
 * What a first visit to a page costs, measured in a real browser: every response until the
 * network is idle, grouped by the kind the browser gave it, with the search warm-up and link
 * prefetches apart. Bytes are gzipped here (zlib's default level) because `serve` may send them
 * uncompressed.
 */

/** @typedef {{ url: string, type: string, bytes: number, gzipBytes: number, startedAt: number }} LoadedResource */
/**
 * @typedef {{ path: string, requests: number, workers: number,
 *   gzip: { html: number, css: number, js: number, other: number },
 *   raw: { html: number, css: number, js: number, other: number },
 *   resources: LoadedResource[],
 *   warmUp: { requests: number, workers: number, gzip: number, resources: LoadedResource[] },
 *   prefetch: { requests: number, gzip: number, resources: LoadedResource[] } }} PageWeight
 */

/**
 * The User Timing mark the search box sets when, idle after load, it starts the search worker
 * (components/search/use-search-warm-up.ts). What is fetched from then on is not what the page
 * needs to show and run: it is counted apart, as the warm-up.
 */
const WARM_UP_MARK = 'search:warm-up';

/**
 * Link prefetches (links in view are prefetched) fetch the next routes' React
 * Server Component payloads (`?_rsc=`) and the JavaScript chunks those name. They run when the
 * browser gets to them, before or after the search warm-up depending on the machine's load, so
 * they are counted apart: what the page itself loads stays the same figure on every run.
 */
const RSC_FETCH = /[?&]_rsc=/;
const CHUNK = /\/_next\/static\/[\w./-]+\.js/g;

/** @param {Buffer | string} data */
export function gzipSize(data) {
  return zlib.gzipSync(data).length;
}

/** @param {string} type */
function bucket(type) {
  if (type === 'document') return 'html';
  if (type === 'stylesheet') return 'css';
  if (type === 'script') return 'js';
  return 'other';
}

/**
 * Loads `path` in a fresh page and records everything it fetched.
 * @param {import('@playwright/test').Page} page a page in a new context, so nothing is cached
 * @param {string} path
 * @returns {Promise<PageWeight>}
 */
export async function measurePageWeight(page, path) {
  /** @type {LoadedResource[]} */
  const resources = [];
  /** @type {Promise<void>[]} */
  const pending = [];
  /** @type {number[]} */
  const workerStarts = [];
  /** Chunks the document names (the page's own) and chunks prefetched payloads name. */
  const pageChunks = new Set();
  const prefetchedChunks = new Set();
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    pending.push(
      (async () => {
        if (response.status() >= 300 && response.status() < 400) return;
        const body = await response.body().catch(() => null);
        if (!body) return;
        const startedAt = response.request().timing().startTime;
        const type = response.request().resourceType();
        if (type === 'document' || RSC_FETCH.test(response.url())) {
          const named = type === 'document' ? pageChunks : prefetchedChunks;
          for (const [chunk] of body.toString('utf8').matchAll(CHUNK)) named.add(chunk);
        }
        resources.push({ url: response.url(), type, bytes: body.length, gzipBytes: gzipSize(body), startedAt });
      })(),
    );
  };
  const onWorker = () => {
    workerStarts.push(Date.now());
  };
  page.on('response', onResponse);
  page.on('worker', onWorker);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    // The warm-up starts when the browser is idle, which on a busy machine can be after the
    // network went quiet: wait for its decision and, if it went ahead, for the roots to be in.
    const warmed = await page
      .waitForFunction(
        (names) =>
          performance.getEntriesByName(names.declined).length > 0
            ? 'declined'
            : performance.getEntriesByName(names.loaded).length > 0
              ? 'loaded'
              : false,
        { declined: `${WARM_UP_MARK}-declined`, loaded: `${WARM_UP_MARK}-loaded` },
        { timeout: 20_000 },
      )
      .then(
        () => true,
        () => false,
      );
    if (!warmed)
      throw new Error(
        `${path}: the search box neither warmed up nor declined to within 20 s of the network going quiet.`,
      );
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
    page.off('worker', onWorker);
  }
  const warmUpAt = await page.evaluate((name) => {
    const [mark] = performance.getEntriesByName(name);
    return mark ? performance.timeOrigin + mark.startTime : Infinity;
  }, WARM_UP_MARK);
  const isPrefetch = (/** @type {LoadedResource} */ r) => {
    if (RSC_FETCH.test(r.url)) return true;
    const chunk = new URL(r.url).pathname;
    return prefetchedChunks.has(chunk) && !pageChunks.has(chunk);
  };
  const prefetched = resources.filter(isPrefetch);
  const own = resources.filter((r) => r.startedAt < warmUpAt && !isPrefetch(r));
  const warm = resources.filter((r) => r.startedAt >= warmUpAt && !isPrefetch(r));
  const gzip = { html: 0, css: 0, js: 0, other: 0 };
  const raw = { html: 0, css: 0, js: 0, other: 0 };
  for (const r of own) {
    gzip[bucket(r.type)] += r.gzipBytes;
    raw[bucket(r.type)] += r.bytes;
  }
  const warmUp = {
    requests: warm.length,
    workers: workerStarts.filter((t) => t >= warmUpAt).length,
    gzip: warm.reduce((n, r) => n + r.gzipBytes, 0),
    resources: warm,
  };
  const prefetch = {
    requests: prefetched.length,
    gzip: prefetched.reduce((n, r) => n + r.gzipBytes, 0),
    resources: prefetched,
  };
  return {
    path,
    requests: own.length,
    workers: workerStarts.filter((t) => t < warmUpAt).length,
    gzip,
    raw,
    resources: own,
    warmUp,
    prefetch,
  };
}

/** @param {number} bytes */
export function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}
