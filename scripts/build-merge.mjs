#!/usr/bin/env node
// `npm run build:merge <dir>...`: assembles the out/ folders of `npm run build -- --shard i/n`
// into out/ (lib/build/merge-outputs.mjs), writes the search index from the sections every shard
// rendered and llms-full.txt from the merged .md copies, then checks links once over the whole site.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mergeOutputs } from '../lib/build/merge-outputs.mjs';
import { unpackShardOutlines } from '../lib/build/shard-outlines.mjs';
import { tunedEnv } from './build-tuning/index.mjs';

try {
  const { files, shared, reordered } = mergeOutputs(process.argv.slice(2), path.join(process.cwd(), 'out'));
  const outlines = unpackShardOutlines(path.join(process.cwd(), 'out'), process.cwd());
  console.log(
    `Merged ${process.argv.length - 2} shards into out/: ${files - outlines} files, and the search sections of ${outlines} pages; of ${shared} shared copies, ${shared - reordered} were identical and ${reordered} the same page in another stream order.`,
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const tsx = path.join(process.cwd(), 'node_modules', '.bin', 'tsx');
// Each shard left the sections of the pages it rendered: the index is written once, from them all.
const env = tunedEnv();
const siteFiles = spawnSync(tsx, ['--tsconfig', 'tsconfig.json', 'scripts/write-merged-site-files.mts'], {
  stdio: 'inherit',
  env,
});
if (siteFiles.status !== 0) process.exit(siteFiles.status ?? 1);
const check = spawnSync(process.execPath, ['scripts/check-build.mjs'], { stdio: 'inherit', env });
process.exit(check.status ?? 1);
