// The step of `npm run build:merge` (scripts/build-merge.mjs) that needs the whole site: with every
// shard's `.md` copies and search sections in the merged out/, writes llms-full.txt and the search
// index there, as a whole build's content stage does.
import path from 'node:path';
import { enterBuildMode } from '../lib/content/build-mode.ts';

// Named and keyed as the shards' content stages named the files and keyed the sections. Before any content import.
enterBuildMode();
const { writeSearchIndexes } = await import('../lib/build/search-index-files.ts');
const { writeLlmsFull } = await import('../lib/build/markdown-files.ts');

const out = path.join(process.cwd(), 'out');
try {
  const { indexes, pieces, outlined } = await writeSearchIndexes(out);
  console.log(`Search index: ${indexes} indexes, ${pieces} pieces; ${outlined} pages had no sections from a shard.`);
  console.log(`llms-full.txt: ${await writeLlmsFull(out)} docs.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
