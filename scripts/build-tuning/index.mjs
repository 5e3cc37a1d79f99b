// @ts-check
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Everything `npm run build` does to make its processes hold less memory, and nothing else: the
 * pages and files a build writes are the same without it. Each setting says why here; what it
 * bought is measured in docs/performance.md ("Build memory"), with `npm run bench:scale`.
 *
 * - V8's heap growth, bounded in every process the build starts (preload.mjs). A build process
 *   holds the whole site's content and makes a page's worth of garbage per page; under V8's
 *   default on a machine with a large heap limit, an old generation may grow to four times what
 *   its last collection kept, so resident memory follows the limit rather than the content. Node
 *   refuses `--heap-growing-percent` in NODE_OPTIONS and Next strips `--max-old-space-size` from
 *   its workers, so a preload sets the flag from inside each process.
 * - mimalloc told to hand freed pages back at once. Turbopack compiles inside the `next build`
 *   process, in native code whose allocator keeps freed pages for reuse; the process then sits
 *   beside the static-generation workers, holding the compile's high-water mark, for the whole
 *   of static generation.
 *
 * Values already set in the environment win, so a run can measure without either.
 *
 * And three settings of `next build` itself (nextBuildSettings, read by next.config.mjs).
 */
const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'preload.mjs');

/** The heap growth the preload sets, in percent of what the last collection kept (V8: up to 300). */
export const HEAP_GROWING_PERCENT = 100;

/**
 * Environment for a build step: `base` (the step's own variables over process.env) with the
 * tuning added.
 * @param {NodeJS.ProcessEnv} [base]
 * @returns {NodeJS.ProcessEnv}
 */
export function tunedEnv(base = process.env) {
  const nodeOptions = base.NODE_OPTIONS ?? '';
  return {
    ...base,
    MIMALLOC_PURGE_DELAY: base.MIMALLOC_PURGE_DELAY ?? '0',
    MIMALLOC_PURGE_DECOMMITS: base.MIMALLOC_PURGE_DECOMMITS ?? '1',
    PLUMBLINE_HEAP_GROWING_PERCENT: base.PLUMBLINE_HEAP_GROWING_PERCENT ?? String(HEAP_GROWING_PERCENT),
    NODE_OPTIONS: nodeOptions.includes(PRELOAD) ? nodeOptions : `${nodeOptions} --import ${PRELOAD}`.trim(),
  };
}

/**
 * Settings of `next build` that change how fast it runs and what it holds, not what it writes.
 * @type {{ typescript: { ignoreBuildErrors: boolean }, experimental: { cpus: number, turbopackFileSystemCacheForBuild: boolean } }}
 */
export const nextBuildSettings = {
  // Type checking is `npm run typecheck`'s, a step of `npm test`; inside `next build` it ran tsc
  // over the whole project, tests included, beside the compile, for nothing the content can change.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Static generation on every core: Next's default leaves one core to the build process, which
    // only waits while the workers render.
    cpus: os.availableParallelism(),
    // Turbopack's cache of a build for the next one: a cold build (CI, every shard, bench:scale)
    // writes it for nothing and holds it in memory beside the static-generation workers.
    turbopackFileSystemCacheForBuild: false,
  },
};
