#!/usr/bin/env node
// `npm run build [-- --shard <i>/<n>]`: the content stage (scripts/content-stage.mts) checks and
// compiles the content, `next build` renders the pages from what it wrote, then the stage's files
// (the .md copies, llms-full.txt, the search index) go into out/, payloads nothing fetches are
// dropped, the one timing-dependent line of each HTML head is put in a fixed place, an oversized
// sitemap is split, and links are checked. With --shard, only that part of the pages is compiled
// and rendered (lib/build/shard.mjs), and llms-full.txt, the search index and the link check wait
// for `npm run build:merge`, which sees the whole site.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseShard, SHARD_VARIABLE } from '../lib/build/shard.mjs';
import { removeUnusedPayloads } from '../lib/build/unused-payloads.mjs';
import { copyStagedOutput } from '../lib/stage/stage-paths.mjs';
import { stabiliseHtml } from '../lib/build/stable-html.mjs';
import { splitSitemapFile } from '../lib/build/sitemap-split.mjs';
import { basePath, siteDeploy } from '../lib/site-deploy.mjs';
import { tunedEnv } from './build-tuning/index.mjs';

const root = process.cwd();
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function shardArgument(args) {
  const at = args.findIndex((arg) => arg === '--shard' || arg.startsWith('--shard='));
  if (at === -1) return process.env[SHARD_VARIABLE];
  return args[at].includes('=') ? args[at].slice('--shard='.length) : args[at + 1];
}

/** Seconds each step took, printed at the end: where a large build's time goes (npm run bench:scale reads them). */
const timings = [];
let stepStarted = performance.now();
function timed(label) {
  const now = performance.now();
  timings.push(`${label} ${((now - stepStarted) / 1000).toFixed(1)} s`);
  stepStarted = now;
}

function step(command, args, env = {}) {
  const child = spawnSync(command, args, { stdio: 'inherit', env: tunedEnv({ ...process.env, ...env }) });
  if (child.status !== 0) process.exit(child.status ?? 1);
}

let shard;
try {
  shard = parseShard(shardArgument(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
const shardEnv = shard ? { [SHARD_VARIABLE]: `${shard.index}/${shard.count}` } : {};

step(bin('tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/content-stage.mts'], shardEnv);
timed('content stage');
step(bin('next'), ['build'], shardEnv);
timed('next build');

const out = path.join(root, 'out');
try {
  console.log(`Content stage: ${copyStagedOutput(root, out)} files copied into out/.`);
  console.log(`Unused payloads: ${removeUnusedPayloads(out)} removed.`);
  console.log(`Render-blocking hints: moved to the end of the head in ${stabiliseHtml(out)} pages.`);
  const sitemapParts = splitSitemapFile(out, `${siteDeploy.url}${basePath}`);
  if (sitemapParts > 0)
    console.log(`Sitemap: past the protocol's limits, split into ${sitemapParts} files under a sitemap index.`);
  timed('payloads, HTML heads, sitemap');
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

if (shard) {
  console.log(
    `\nShard ${shard.index}/${shard.count} is in out/. Gather every shard's out/ and run \`npm run build:merge <dir>...\`: it assembles the site and checks its links.`,
  );
} else {
  step(process.execPath, ['scripts/check-build.mjs']);
  timed('link check');
}
console.log(`Build steps: ${timings.join('; ')}.`);
