import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { basePath, siteDeploy } from './lib/site-deploy.mjs';
import { removeSourceAssets } from './lib/build/remove-source-assets.mjs';
import { deterministicBuildId } from './lib/build/build-id.mjs';
import { nextBuildSettings } from './scripts/build-tuning/index.mjs';

/**
 * Route files named `*.dev.ts` exist under `next dev` only: routes a build replaces with files the
 * content stage writes (the search index) must not also be rendered into the static export. A dynamic page route has two entries, `page.dev.tsx` and
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
 * Files the content stage writes beside the pages, which a build copies into out/: under
 * `npm run dev`, scripts/dev.mjs serves the stage's folder at PLUMBLINE_STAGE_ORIGIN, and Next
 * passes these paths on to it. A route cannot answer `/<doc>.md`: any dynamic segment at the site
 * root would also match the docs' own URLs and shadow the docs route.
 * @param {string | undefined} origin
 */
function stageFileRewrites(origin) {
  if (!origin) return [];
  return [
    { source: '/:path(.+)\\.md', destination: `${origin}/:path.md` },
    { source: '/llms-full.txt', destination: `${origin}/llms-full.txt` },
  ];
}

/**
 * `next build` exports static files. `next dev` runs as a plain server for one reason: it passes
 * the stage's files on (stageFileRewrites), and export mode rejects any rewritten path in dev.
 * @type {(phase: string) => import('next').NextConfig}
 */
const nextConfig = (phase) => ({
  ...(phase === PHASE_DEVELOPMENT_SERVER
    ? {
        rewrites: async () => stageFileRewrites(process.env.PLUMBLINE_STAGE_ORIGIN),
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
  // How fast the build runs and what it holds (scripts/build-tuning/index.mjs), not what it writes.
  typescript: nextBuildSettings.typescript,
  experimental: {
    ...nextBuildSettings.experimental,
    // Each page's prefetch carries the root layout's segment instead of Next writing it as a file
    // of its own beside every page: one file less per page in out/, for a few KB more per
    // prefetched page (ARCHITECTURE.md, "What a page weighs").
    prefetchInlining: { maxSize: 16384, maxBundleSize: 65536 },
  },
});

export default nextConfig;
