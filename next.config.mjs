import os from 'node:os';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { basePath, siteDeploy } from './lib/site-deploy.mjs';
import { markdownExportDir } from './lib/markdown-export.mjs';
import { removeSourceAssets } from './lib/build/remove-source-assets.mjs';
import { deterministicBuildId } from './lib/build/build-id.mjs';

/**
 * Route files named `*.dev.ts` exist under `next dev` only: routes a build replaces with files it
 * writes after `next build` (the search pieces, the `.md` copies, llms-full.txt) must not also
 * be rendered into the static export. A dynamic page route has two entries, `page.dev.tsx` and
 * `page.export.tsx`, over one `page-route.tsx`: only their `dynamicParams` differs, a value Next
 * reads from the file's text, so it cannot depend on the phase (ARCHITECTURE.md, "Page routes").
 */
const DEFAULT_PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

/**
 * The dev server answers on both loopback names; Next 16 refuses its hot-reload socket and dev
 * resources to any other origin than the one it printed (localhost) unless listed here.
 */
const DEV_ORIGINS = ['localhost', '127.0.0.1'];

/**
 * `next build` exports static files. `next dev` runs as a plain server for one reason: it
 * rewrites `/<doc>.md` to the Markdown route (lib/markdown-export.mjs explains why that route
 * lives under a prefix), and export mode rejects any rewritten path in dev.
 * @type {(phase: string) => import('next').NextConfig}
 */
const nextConfig = (phase) => ({
  ...(phase === PHASE_DEVELOPMENT_SERVER
    ? {
        rewrites: async () => [
          { source: `/:path((?!${markdownExportDir}/).+)\\.md`, destination: `/${markdownExportDir}/:path.md` },
        ],
        pageExtensions: [...DEFAULT_PAGE_EXTENSIONS, 'dev.ts', 'dev.tsx'],
        allowedDevOrigins: DEV_ORIGINS,
      }
    : { output: 'export', pageExtensions: [...DEFAULT_PAGE_EXTENSIONS, 'export.tsx'] }),
  basePath,
  trailingSlash: siteDeploy.trailingSlash,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // Same sources, same bytes: shards built apart merge into the out/ one build would write.
  generateBuildId: async () => deterministicBuildId(process.cwd(), process.env.PLUMBLINE_CONTENT_DIR ?? 'content'),
  compiler: { runAfterProductionCompile: removeSourceAssets },
  // Type checking is `npm run typecheck`'s, a step of `npm test`. Inside `next build` it ran tsc
  // over the whole project, tests included, beside the compile: 0.54 GB of the build's peak
  // memory at K = 50 (bench:scale's "at the peak"), for nothing the content can change.
  typescript: { ignoreBuildErrors: true },
  experimental: {
    // Static generation on every core. Next's default is one worker fewer than the cores, for the
    // build process beside them, which only waits while they render: on 2 cores, one worker. At
    // K = 50 (1,010 routes) two workers rendered them in 87 s instead of 144 s, the whole build
    // took 155 s instead of 199-204 s, and peak memory went from 1.28-1.31 to 1.42 GB.
    cpus: os.availableParallelism(),
    // Turbopack's cache of a build for the next one. A cold build (CI, every shard, bench:scale)
    // writes it for nothing, and holds it in memory beside the static-generation workers: with it
    // `next build` held 473 MB through static generation, without it 320 MB
    // (lib/build/compiler-memory.mjs). A warm rebuild compiles about 10 s faster with it.
    turbopackFileSystemCacheForBuild: false,
    // Each page's prefetch carries the root layout's segment (4.6 KB gzip, under 16 KB) instead of
    // Next writing it as a file of its own beside every page: one file less per page, 9,500 at
    // K = 500, for about 4.6 KB more per prefetched page (ARCHITECTURE.md, "What a page weighs").
    prefetchInlining: { maxSize: 16384, maxBundleSize: 65536 },
  },
});

export default nextConfig;
