// After `next build` (scripts/build.mjs): `--copies` writes this build's docs as Markdown beside
// their pages (this shard's, in a sharded build); `--llms-full` writes llms-full.txt from the
// copies in out/ (after the merge, in a sharded build). lib/build/markdown-files.ts says why.
import path from 'node:path';

const { getDocsVersion } = await import('../lib/content/source.ts');
const { inThisShard } = await import('../lib/build/shard.mjs');
const { writeLlmsFull, writeMarkdownCopies } = await import('../lib/build/markdown-files.ts');

const out = path.join(process.cwd(), 'out');
try {
  if (process.argv.includes('--copies')) {
    const docs = inThisShard(getDocsVersion().docs, (doc) => doc.path);
    console.log(`Markdown copies: ${writeMarkdownCopies(out, docs)} written beside their pages.`);
  }
  if (process.argv.includes('--llms-full')) console.log(`llms-full.txt: ${await writeLlmsFull(out)} docs.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
