#!/usr/bin/env node
// `npm run dev`: the content stage in watch mode (scripts/content-stage.mts --watch), then
// `next dev` once the stage has compiled every page. The stage compiles each save and then
// rewrites the content index, a module Next imports: Next runs the server code that imports it
// again and refreshes open pages. Arguments go to `next dev` (`npm run dev -- -p 3001`).
import { fork, spawn } from 'node:child_process';
import path from 'node:path';
import { compileSearchRoutes, localUrlIn } from './lib/compile-search-routes.mjs';

const cwd = process.cwd();
// Drafts are shown and the compiled code is development code, as under `next dev` itself.
const stage = fork(path.join(cwd, 'scripts', 'content-stage.mts'), ['--watch'], {
  cwd,
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, NODE_ENV: 'development' },
});
stage.on('exit', (code) => {
  if (next) return;
  console.error(`The content stage exited (${code}) before its first pass was done.`);
  process.exitCode = 1;
});

/** @type {import('node:child_process').ChildProcess | undefined} */
let next;
stage.once('message', () => {
  next = startNext();
});

function startNext() {
  // Next's output passes through (in colour on a terminal), read for the address it listens on.
  const child = spawn(
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
    if (stage.connected) stage.disconnect();
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  return child;
}

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.on(signal, () => {
    if (next) next.kill(signal);
    else stage.kill(signal);
  });
