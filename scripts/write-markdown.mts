// After `next build` (scripts/build.mjs): `--copies` writes this build's docs as Markdown beside
// their pages (this shard's, in a sharded build; with `--part i/n`, every n-th of them from the
// i-th, so that one process per core shares the parsing); `--llms-full` writes llms-full.txt
// from the copies in out/ (after the merge, in a sharded build). lib/build/markdown-files.ts says why.
import path from 'node:path';
import { enterBuildMode } from '../lib/content/build-mode.ts';

// As in the build's workers: a page's text is read from its file when asked for, not kept for
// every page (lib/content/files.ts), and example files are not stamped. Before any content import.
enterBuildMode();

// The loaders read the tree once: the content index scripts/build.mjs wrote before `next build`
// describes it, and its stamp does not change under this process (lib/content/content-index.ts).
const { getDocsVersion } = await import('../lib/content/source.ts');
const { inThisShard } = await import('../lib/build/shard.mjs');
const { writeLlmsFull, writeMarkdownCopies } = await import('../lib/build/markdown-files.ts');

const out = path.join(process.cwd(), 'out');
try {
  if (process.argv.includes('--copies')) {
    const at = process.argv.indexOf('--part');
    const [part, parts] = at === -1 ? [1, 1] : process.argv[at + 1].split('/').map(Number);
    const docs = inThisShard(getDocsVersion().docs, (doc) => doc.path).filter((_, i) => i % parts === part - 1);
    const { rendered, made } = writeMarkdownCopies(out, docs);
    console.log(
      `Markdown copies: ${rendered + made} written beside their pages; ${rendered} from their render, ${made} made now.`,
    );
  }
  if (process.argv.includes('--llms-full')) console.log(`llms-full.txt: ${await writeLlmsFull(out)} docs.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
