// @ts-check
import zlib from 'node:zlib';

/**
 * What a first visit to a page costs, measured in a real browser: every response until the
 * network is idle, grouped by the kind the browser gave it. Bytes are gzipped here (zlib's
 * default level) because `serve` may send them uncompressed.
 */

/** @typedef {{ url: string, type: string, bytes: number, gzipBytes: number }} LoadedResource */
/**
 * @typedef {{ path: string, requests: number, workers: number,
 *   gzip: { html: number, css: number, js: number, other: number },
 *   raw: { html: number, css: number, js: number, other: number },
 *   resources: LoadedResource[] }} PageWeight
 */

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
  let workers = 0;
  /** @param {import('@playwright/test').Response} response */
  const onResponse = (response) => {
    pending.push(
      (async () => {
        if (response.status() >= 300 && response.status() < 400) return;
        const body = await response.body().catch(() => null);
        if (!body) return;
        resources.push({ url: response.url(), type: response.request().resourceType(), bytes: body.length, gzipBytes: gzipSize(body) });
      })(),
    );
  };
  const onWorker = () => {
    workers += 1;
  };
  page.on('response', onResponse);
  page.on('worker', onWorker);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    page.off('response', onResponse);
    page.off('worker', onWorker);
  }
  const gzip = { html: 0, css: 0, js: 0, other: 0 };
  const raw = { html: 0, css: 0, js: 0, other: 0 };
  for (const r of resources) {
    gzip[bucket(r.type)] += r.gzipBytes;
    raw[bucket(r.type)] += r.bytes;
  }
  return { path, requests: resources.length, workers, gzip, raw, resources };
}

/** @param {number} bytes */
export function kb(bytes) {
  return Math.round((bytes / 1024) * 10) / 10;
}
