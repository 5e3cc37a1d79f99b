// @ts-check
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.yml': 'text/yaml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
});
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.md', '.xml', '.yml']);

/**
 * A static server over an exported site with clean URLs (as a CDN and `serve` answer them) that
 * gzips text and counts the bytes it sends, so benchmarks read what really crossed the wire,
 * worker and prefetch requests included.
 * @param {string} root
 */
export async function startCountingServer(root) {
  /** @type {{ path: string, bytes: number }[]} */
  let sent = [];
  let lastAt = Date.now();
  /** @type {Map<string, Buffer>} */
  const gzipped = new Map();
  const server = http.createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')];
    const file = candidates
      .map((c) => path.join(root, c))
      .find((f) => f.startsWith(root) && fs.existsSync(f) && fs.statSync(f).isFile());
    const status = file ? 200 : 404;
    const target = file ?? path.join(root, '404.html');
    const ext = file ? path.extname(file) : '.html';
    /** @type {Buffer} */
    let body = fs.existsSync(target) ? fs.readFileSync(target) : Buffer.from('Not found');
    /** @type {Record<string, string>} */
    const headers = { 'Content-Type': TYPES[ext] ?? 'application/octet-stream' };
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      if (!gzipped.has(target)) gzipped.set(target, zlib.gzipSync(body));
      body = gzipped.get(target) ?? body;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    // Next's router checks a route with HEAD before prefetching it: headers only, no body.
    const head = request.method === 'HEAD';
    response.end(head ? undefined : body);
    sent.push({ path: pathname, bytes: head ? 0 : body.length });
    lastAt = Date.now();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    /** Forgets what was sent so far and returns it. */
    take() {
      const taken = sent;
      sent = [];
      return {
        requests: taken.length,
        bytes: taken.reduce((n, r) => n + r.bytes, 0),
        paths: taken.map((r) => r.path),
        sent: taken,
      };
    },
    /** Resolves once nothing has been requested for `ms` milliseconds. */
    async quiet(ms = 500) {
      while (Date.now() - lastAt < ms) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
