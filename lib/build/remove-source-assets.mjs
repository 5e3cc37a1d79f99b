// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Turbopack bundles `new Worker(new URL('./worker.ts', import.meta.url))` into a worker chunk and,
 * in the same pass, emits the URL's target as a plain static asset: the worker's TypeScript source
 * lands, unreferenced, in static/media (TOOLCHAIN-NOTES). Run after compiling and before the
 * export copies static files, this keeps source files out of out/.
 *
 * @param {{ projectDir: string, distDir: string }} metadata
 */
export async function removeSourceAssets({ projectDir, distDir }) {
  const media = path.resolve(projectDir, distDir, 'static', 'media');
  if (!fs.existsSync(media)) return;
  for (const name of fs.readdirSync(media)) {
    if (/\.[cm]?tsx?$/.test(name)) fs.rmSync(path.join(media, name));
  }
}
