// @ts-check
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The content index: one stamp of every file under the content folder (its path and a hash of its
 * bytes), written to `.plumbline/content-index.json`, which the loaders import
 * (lib/content/content-index.ts). Being a module, it puts content into Next's module graph:
 * under `npm run dev` the watcher (scripts/dev.mjs) rewrites it on every save, and Next's own hot
 * reload re-runs the server code that depends on it and refreshes open pages. `npm run build`,
 * `npm install` (postinstall) and the unit tests write it once.
 */
export const CONTENT_INDEX_FILE = path.join('.plumbline', 'content-index.json');

/**
 * Whether `next dev`'s search warm-up is still building the indexes, a module too: when it ends,
 * open pages refresh to name the full indexes (lib/search/search-warm-up.ts).
 */
export const SEARCH_WARM_UP_FILE = path.join('.plumbline', 'search-warm-up.json');

/**
 * Root of the content folder. PLUMBLINE_CONTENT_DIR points a build at fixture content, which is
 * how the integration tests build small sites without touching the real pages.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [cwd]
 */
export function contentRootFrom(env = process.env, cwd = process.cwd()) {
  return path.resolve(env.PLUMBLINE_CONTENT_DIR ?? path.join(cwd, 'content'));
}

/**
 * Files the index leaves out: editors' dotfiles, backups and swap files are not content.
 * @param {string} name
 */
function ignored(name) {
  return name.startsWith('.') || name.endsWith('~');
}

/**
 * Every content file under `root`, relative with forward slashes, sorted.
 * @param {string} root
 * @returns {string[]}
 */
export function listContentFiles(root) {
  if (!fs.existsSync(root)) return [];
  return /** @type {string[]} */ (fs.readdirSync(root, { recursive: true }))
    .map((rel) => rel.split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').some(ignored) && fs.statSync(path.join(root, rel)).isFile())
    .sort();
}

/**
 * @typedef {{ root: string, stamp: string, saved: string[] }} ContentIndex
 * `root` is the content folder's absolute path; `stamp` changes whenever any file is added, removed or
 * changed; `saved` lists the files (relative to the project) added or changed since the dev
 * server started, which the first search index outlines in full.
 */

/**
 * Reads and hashes the content folder. `known` (a path's stat and hash from an earlier call) lets
 * a watcher hash only the files whose stat changed.
 * @param {string} root
 * @param {{ saved?: Iterable<string>, known?: Map<string, { stat: string, hash: string }> }} [options]
 * @returns {ContentIndex}
 */
export function buildContentIndex(root, { saved = [], known = new Map() } = {}) {
  // No list of the files: every bundle that loads content embeds this file and parses it, so a
  // list was held once per bundle in each build worker (0.56 MB of text at 9,500 docs pages).
  const stamp = createHash('sha256');
  for (const rel of listContentFiles(root)) {
    const full = path.join(root, rel);
    const info = fs.statSync(full);
    const stat = `${info.size} ${info.mtimeMs} ${info.ino}`;
    let entry = known.get(full);
    if (entry?.stat !== stat) {
      entry = { stat, hash: createHash('sha256').update(fs.readFileSync(full)).digest('hex').slice(0, 16) };
      known.set(full, entry);
    }
    stamp.update(rel).update('\0').update(entry.hash).update('\0');
  }
  return { root, stamp: stamp.digest('hex').slice(0, 16), saved: [...saved].sort() };
}

/**
 * Writes `text` to `file` only when it differs: an unchanged index must not make Next rebuild.
 * Written beside and renamed, so Next never reads half a file.
 * @param {string} file
 * @param {string} text
 * @returns {boolean} whether the file changed
 */
function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
  return true;
}

/**
 * Writes the index of `root` for the project at `cwd`.
 * @param {ContentIndex} index
 * @param {string} [cwd]
 * @returns {boolean} whether the file changed
 */
export function writeContentIndex(index, cwd = process.cwd()) {
  return writeIfChanged(path.join(cwd, CONTENT_INDEX_FILE), `${JSON.stringify(index)}\n`);
}

/**
 * Records whether the search warm-up runs.
 * @param {boolean} running
 * @param {string} [cwd]
 */
export function writeSearchWarmUp(running, cwd = process.cwd()) {
  return writeIfChanged(path.join(cwd, SEARCH_WARM_UP_FILE), `${JSON.stringify({ running })}\n`);
}

/**
 * The index and warm-up files as a build or a one-shot script needs them: the content as it is
 * now, and no warm-up running.
 * @param {string} [cwd]
 */
export function writeContentModules(cwd = process.cwd()) {
  writeContentIndex(buildContentIndex(contentRootFrom(process.env, cwd)), cwd);
  writeSearchWarmUp(false, cwd);
}

/**
 * Writes both files when either is missing: an install, the unit tests and `npm run check` need
 * them to import the loaders at all, but must not rewrite what a running `npm run dev` keeps.
 * @param {string} [cwd]
 */
export function ensureContentModules(cwd = process.cwd()) {
  if (!fs.existsSync(path.join(cwd, CONTENT_INDEX_FILE)) || !fs.existsSync(path.join(cwd, SEARCH_WARM_UP_FILE)))
    writeContentModules(cwd);
}

// `node lib/content/content-index-writer.mjs` (postinstall); with `--write`, as a build needs them
// (scripts/build.mjs).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  if (process.argv.includes('--write')) writeContentModules();
  else ensureContentModules();
}
