#!/usr/bin/env node
// `npm run dev`: the content stage in watch mode (scripts/content-stage.mts --watch), then
// `next dev` once the stage has compiled every page. The stage compiles each save and then
// rewrites the content index, a module Next imports: Next runs the server code that imports it
// again and refreshes open pages. The files the stage writes beside the pages (the `.md` copies,
// llms-full.txt) are served from its folder on a loopback port, which Next passes those paths on
// to (next.config.mjs). Arguments go to `next dev` (`npm run dev -- -p 3001`).
import { fork, spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import serveHandler from 'serve-handler';
import { STAGED_OUT_DIR } from '../lib/stage/stage-paths.mjs';
import { compileSearchRoutes, localUrlIn } from './lib/compile-search-routes.mjs';

const cwd = process.cwd();
// Drafts are shown and the compiled code is development code, as under `next dev` itself.
const stage = fork(path.join(cwd, 'scripts', 'content-stage.mts'), ['--watch'], {
  cwd,
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, NODE_ENV: 'development' },
});
/** Set once the author stops the server: the stage then exits with it. */
let stopping = false;
stage.on('exit', (code, signal) => {
  if (stopping) return;
  // Without the stage no save reaches a page: stop rather than serve stale pages.
  console.error(
    next
      ? `The content stage exited (${code ?? signal}); stopping the dev server, since saves would no longer reach the pages.`
      : `The content stage exited (${code ?? signal}) before its first pass was done.`,
  );
  process.exitCode = 1;
  next?.kill('SIGTERM');
});

/** @type {import('node:child_process').ChildProcess | undefined} */
let next;
stage.once('message', async () => {
  next = startNext(await serveStageFiles());
});

/** Serves the stage's out/ folder on a free loopback port; resolves to its origin. */
function serveStageFiles() {
  const server = http.createServer((request, response) =>
    serveHandler(request, response, { public: path.join(cwd, STAGED_OUT_DIR), directoryListing: false }),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.unref();
      resolve(`http://127.0.0.1:${address.port}`);
    }),
  );
}

/** @param {string} stageOrigin */
function startNext(stageOrigin) {
  // Next's output passes through (in colour on a terminal), read for the address it listens on.
  const child = spawn(
    process.execPath,
    [path.join(cwd, 'node_modules/next/dist/bin/next'), 'dev', ...process.argv.slice(2)],
    {
      cwd,
      stdio: ['inherit', 'pipe', 'inherit'],
      env: {
        ...process.env,
        PLUMBLINE_STAGE_ORIGIN: stageOrigin,
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
      },
    },
  );
  /** @type {string | undefined} Next's output until it names its address. */
  let printed = '';
  child.stdout?.on('data', (/** @type {Buffer} */ chunk) => {
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
  child.on('exit', (code, signal) => {
    stopping = true;
    if (stage.connected) stage.disconnect();
    process.exitCode ??= code ?? (signal ? 1 : 0);
  });
  return child;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    stopping = true;
    if (next) next.kill(signal);
    else stage.kill(signal);
  });
