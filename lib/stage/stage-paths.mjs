// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the content stage (scripts/content-stage.mts) leaves its work, relative to the project.
 * Outside `.next/`, which `next build` empties when it starts.
 */
export const STAGE_DIR = path.join('.plumbline', 'stage');

/** Which compiled page each page input is (lib/stage/staged-pages.ts reads it). */
export const STAGED_PAGES_FILE = path.join(STAGE_DIR, 'pages.json');

/**
 * Files the site publishes that the stage made, at their place in out/: the `.md` copies,
 * llms-full.txt, the search index. `npm run build` copies them into out/ after `next build`.
 */
export const STAGED_OUT_DIR = path.join(STAGE_DIR, 'out');

/**
 * Compiled pages, one file per page and inputs, kept from one build to the next: the folder a CI
 * job caches. Nothing else is written there.
 */
export const COMPILE_CACHE_DIR = path.join('.plumbline', 'compile-cache');

/**
 * Copies what the stage made into `outDir`, after `next build` has written it. A file already
 * there (from public/, or a page with that URL) is an error: one of the two would be lost.
 * @param {string} root the project
 * @param {string} outDir
 * @returns {number} files copied
 */
export function copyStagedOutput(root, outDir) {
  const from = path.join(root, STAGED_OUT_DIR);
  if (!fs.existsSync(from)) throw new Error(`${STAGED_OUT_DIR}/ is missing: run the content stage (npm run build).`);
  let copied = 0;
  for (const rel of /** @type {string[]} */ (fs.readdirSync(from, { recursive: true }))) {
    const source = path.join(from, rel);
    if (!fs.statSync(source).isFile()) continue;
    const target = path.join(outDir, rel);
    if (fs.existsSync(target))
      throw new Error(
        `Cannot write ${rel.split(path.sep).join('/')} into out/: it already exists there (a file in public/, or a page with that URL).`,
      );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    copied += 1;
  }
  return copied;
}
