import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { basePath, siteDeploy } from './lib/site-deploy.mjs';
import { markdownExportDir } from './lib/markdown-export.mjs';
import { removeSourceAssets } from './lib/build/remove-source-assets.mjs';

/**
 * `next build` exports static files. `next dev` runs as a plain server for one reason: it
 * rewrites `/<doc>.md` to the Markdown route (lib/markdown-export.mjs explains why that route
 * lives under a prefix), and export mode rejects any rewritten path in dev.
 * @type {(phase: string) => import('next').NextConfig}
 */
const nextConfig = (phase) => ({
  ...(phase === PHASE_DEVELOPMENT_SERVER
    ? { rewrites: async () => [{ source: `/:path((?!${markdownExportDir}/).+)\\.md`, destination: `/${markdownExportDir}/:path.md` }] }
    : { output: 'export' }),
  basePath,
  trailingSlash: siteDeploy.trailingSlash,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  compiler: { runAfterProductionCompile: removeSourceAssets },
});

export default nextConfig;
