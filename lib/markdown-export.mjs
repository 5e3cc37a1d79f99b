// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Where the build writes each doc's Markdown copy before it is moved next to its page.
 *
 * A route handler cannot serve `/<doc>.md` directly: any dynamic segment at the site root
 * would also match the docs' own URLs and shadow the optional catch-all docs route (under
 * `next dev` every doc page then fails). So the handler lives under this prefix; `next dev`
 * rewrites `/<doc>.md` to it (next.config.mjs) and the build moves the files into place.
 */
export const markdownExportDir = 'md-export';

/**
 * Moves `out/md-export/**` to `out/**` (e.g. `out/md-export/agent/agent.md` -> `out/agent/agent.md`).
 * @param {string} outDir
 * @returns {string[]} the files placed, relative to outDir
 */
export function placeMarkdownCopies(outDir) {
  const from = path.join(outDir, markdownExportDir);
  if (!fs.existsSync(from)) {
    throw new Error(`No Markdown copies in ${from}: run \`next build\` first (app/${markdownExportDir}/[...path]/route.ts writes them).`);
  }
  const placed = [];
  for (const rel of listFiles(from)) {
    const target = path.join(outDir, rel);
    if (fs.existsSync(target)) throw new Error(`Cannot place the Markdown copy ${rel}: ${target} already exists.`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.renameSync(path.join(from, rel), target);
    placed.push(rel.split(path.sep).join('/'));
  }
  fs.rmSync(from, { recursive: true, force: true });
  return placed;
}

/** @param {string} dir @returns {string[]} */
function listFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(path.join(dir, entry.name)).map((rel) => path.join(entry.name, rel)) : [entry.name],
  );
}
