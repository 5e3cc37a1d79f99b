#!/usr/bin/env node
// `npm run build [-- --shard <i>/<n>]`: writes the content index, checks the sources, runs
// `next build`, then writes the .md copies, llms-full.txt and the search index, drops payloads nothing fetches, puts
// the one timing-dependent line of each HTML head in a fixed place, splits an oversized sitemap,
// and checks links. With --shard, only that part of the pages is rendered (lib/build/shard.mjs),
// and llms-full.txt, the search index and the link check wait for `npm run build:merge`, which
// sees the whole site.
import { spawn, spawnSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { parseShard, SHARD_VARIABLE } from '../lib/build/shard.mjs';
import { removeUnusedPayloads } from '../lib/build/unused-payloads.mjs';
import { packShardOutlines } from '../lib/build/shard-outlines.mjs';
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

// The content index the loaders import, as the content is now (lib/content/content-index-writer.mjs).
// In a process of its own: hashing every file left this one, which waits out the whole build,
// holding 104 MB at 9,501 docs pages against 51 MB at 20 (npm run bench:scale).
step(process.execPath, ['lib/content/content-index-writer.mjs', '--write']);
step(process.execPath, ['scripts/check-pages.mjs']);
step(bin('tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/check-content.mts', '--before-build']);
timed('checks');
step(bin('next'), ['build'], shardEnv);
timed('next build');

// The Markdown copies: the doc pages' renders made them (lib/build/rendered-markdown.ts); any they did
// not is made here by parsing its page, one process per core, each writing its share.
const parts = Math.max(1, os.cpus().length);
const statuses = await Promise.all(
  Array.from({ length: parts }, (_, i) => {
    const child = spawn(
      bin('tsx'),
      ['--tsconfig', 'tsconfig.json', 'scripts/write-markdown.mts', '--copies', '--part', `${i + 1}/${parts}`],
      { stdio: 'inherit', env: tunedEnv({ ...process.env, ...shardEnv }) },
    );
    return new Promise((resolve) => child.on('close', resolve));
  }),
);
const failed = statuses.find((status) => status !== 0);
if (failed !== undefined) process.exit(typeof failed === 'number' ? failed : 1);
timed('.md copies');
if (!shard) {
  step(bin('tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/write-markdown.mts', '--llms-full']);
  timed('llms-full.txt');
}
if (shard) {
  console.log(
    `Search index: left to the merge, with the sections of this shard's ${packShardOutlines(root, path.join(root, 'out'))} rendered pages.`,
  );
} else {
  step(bin('tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/write-search-index.mts']);
  timed('search index');
}

const out = path.join(root, 'out');
try {
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
