#!/usr/bin/env node
// `npm run dev`: `next dev` with the content in its module graph. Writes the content index
// (lib/content/content-index-writer.mjs) and keeps it current while the server runs: a save under
// content/ rewrites the index, Next sees a module change, runs the server code that imports it
// again and refreshes open pages. Arguments go to `next dev` (`npm run dev -- -p 3001`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { watch } from 'chokidar';
import {
  buildContentIndex,
  contentRootFrom,
  writeContentIndex,
  writeSearchWarmUp,
} from '../lib/content/content-index-writer.mjs';
import { compileSearchRoutes, localUrlIn } from './lib/compile-search-routes.mjs';

const cwd = process.cwd();
const root = contentRootFrom(process.env, cwd);
/** Each file's stat and hash, so a save hashes only what changed. */
const known = new Map();
const atStart = buildContentIndex(root, { known });
/** Files added or changed since the start, relative to the project, for the first search index. */
const saved = new Set();

writeContentIndex(atStart, cwd);
// The server warms search as it starts (instrumentation.ts), and writes `false` when done.
writeSearchWarmUp(true, cwd);

const watcher = watch(root, {
  ignoreInitial: true,
  // Editors save by writing a temporary file and renaming it; wait until the write settles so a
  // half-written page is not indexed (a few tens of milliseconds).
  awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
  ignored: (file) => path.basename(file).startsWith('.') || file.endsWith('~'),
});
for (const kind of ['add', 'change', 'unlink', 'addDir', 'unlinkDir']) {
  watcher.on(kind, (/** @type {string} */ file) => {
    const rel = path.relative(cwd, file).split(path.sep).join('/');
    if (kind === 'add' || kind === 'change') saved.add(rel);
    clearTimeout(pending);
    // Events that come together (a folder copied in) make one index, and one refresh.
    pending = setTimeout(reindex, 10);
  });
}
/** @type {NodeJS.Timeout | undefined} */
let pending;
function reindex() {
  try {
    writeContentIndex(buildContentIndex(root, { known, saved }), cwd);
  } catch (error) {
    // A file removed while the folder was read: its own event writes the index again.
    console.warn(`[content] could not index ${root}: ${/** @type {Error} */ (error).message}`);
  }
}
watcher.on('error', (error) => console.warn(`[content watcher] ${/** @type {Error} */ (error).message}`));

// Next's output passes through (in colour on a terminal), read for the address it listens on.
const next = spawn(
  process.execPath,
  [path.join(cwd, 'node_modules/next/dist/bin/next'), 'dev', ...process.argv.slice(2)],
  {
    cwd,
    stdio: ['inherit', 'pipe', 'inherit'],
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  },
);
/** @type {string | undefined} Next's output until it names its address. */
let printed = '';
next.stdout.on('data', (/** @type {Buffer} */ chunk) => {
  process.stdout.write(chunk);
  if (printed === undefined) return;
  printed += chunk.toString();
  const origin = localUrlIn(printed);
  if (!origin) return;
  printed = undefined;
  void compileSearchRoutes(origin).then((ok) => {
    if (!ok) console.warn(`[search] the search routes will compile on the first search: ${origin} did not answer`);
  });
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => next.kill(signal));
next.on('exit', (code, signal) => {
  void watcher.close();
  process.exitCode = code ?? (signal ? 1 : 0);
});
