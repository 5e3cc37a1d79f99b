import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { basePath, siteDeploy } from './lib/site-deploy.mjs';
import { markdownExportDir } from './lib/markdown-export.mjs';
import { removeSourceAssets } from './lib/build/remove-source-assets.mjs';
import { deterministicBuildId } from './lib/build/build-id.mjs';
import { nextBuildSettings } from './scripts/build-tuning/index.mjs';

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
