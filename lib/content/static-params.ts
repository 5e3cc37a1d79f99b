import fs from 'node:fs';
import path from 'node:path';
import { contentHash, writeFileAtomically } from './build-cache';
import { contentStamp } from './content-index';

/**
 * `next dev` runs a dynamic route's `generateStaticParams` in a new process for every request
 * to that route (Next's static-paths worker; the answer is used from the next request on), so
 * nothing computed before is at hand there: at 950 docs pages each run reads and parses the
 * whole content tree again, seconds of CPU for every page view, refresh and search request,
 * and the first request to a route waits for it. Under `next dev` the params are therefore kept
 * in `.next/cache/plumbline/static-params/`, keyed by the content index's stamp and a stamp of
 * the code (path, size and modification time of each file): a run with nothing changed reads
 * them back in milliseconds. A build computes them once, as before.
 */
const CACHE_DIR = path.join(process.cwd(), '.next', 'cache', 'plumbline', 'static-params');
const CODE = ['app', 'lib', 'next.config.mjs', 'package-lock.json'];

export function cachedStaticParams<T>(route: string, compute: () => T): T {
  if (process.env.NODE_ENV !== 'development') return compute();
  const file = path.join(CACHE_DIR, `${route}.json`);
  const stamp = contentHash(contentStamp(), treeStamp(CODE.map((entry) => path.join(process.cwd(), entry))));
  try {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { stamp: string; params: T };
    if (kept.stamp === stamp) return kept.params;
  } catch {
    // Nothing kept yet for this route.
  }
  const params = compute();
  try {
    // Two workers may answer the same route at once.
    writeFileAtomically(file, JSON.stringify({ stamp, params }));
  } catch {
    // A read-only checkout still serves; it only computes the params each time.
  }
  return params;
}

function treeStamp(roots: string[]): string {
  const entries: string[] = [];
  for (const root of roots) {
    if (!fs.existsSync(root)) continue;
    const stat = fs.statSync(root);
    const files = stat.isDirectory()
      ? (fs.readdirSync(root, { recursive: true }) as string[]).map((rel) => path.join(root, rel))
      : [root];
    for (const file of files) {
      const info = fs.statSync(file, { throwIfNoEntry: false });
      if (info?.isFile()) entries.push(`${file}\0${info.size}\0${info.mtimeMs}`);
    }
  }
  return contentHash(...entries.sort());
}
