#!/usr/bin/env node
// `npm run build:merge <dir>...`: assembles the out/ folders of `npm run build -- --shard i/n`
// into out/ (lib/build/merge-outputs.mjs), then checks links once over the whole site.
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
const check = spawnSync(process.execPath, ['scripts/check-build.mjs'], { stdio: 'inherit' });
process.exit(check.status ?? 1);
