#!/usr/bin/env node
// `npm run build:merge <dir>...`: assembles the out/ folders of `npm run build -- --shard i/n`
// into out/ (lib/build/merge-outputs.mjs), writes llms-full.txt from the merged .md copies, then
// checks links once over the whole site.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { mergeOutputs } from '../lib/build/merge-outputs.mjs';

try {
  const { files, shared } = mergeOutputs(process.argv.slice(2), path.join(process.cwd(), 'out'));
  console.log(`Merged ${process.argv.length - 2} shards into out/: ${files} files (${shared} shared copies were identical).`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
// llms-full.txt is every doc's copy in reading order: only the merged site has them all.
const llms = spawnSync(path.join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['--tsconfig', 'tsconfig.json', 'scripts/write-markdown.mts', '--llms-full'], { stdio: 'inherit' });
if (llms.status !== 0) process.exit(llms.status ?? 1);
const check = spawnSync(process.execPath, ['scripts/check-build.mjs'], { stdio: 'inherit' });
process.exit(check.status ?? 1);
