// Runs after `next build`: moves each doc's Markdown copy from out/md-export/ to its page's path
// plus `.md` (out/agent/agent.md, out/index.md), where readers and language models look for it.
import path from 'node:path';
import { placeMarkdownCopies } from '../lib/markdown-export.mjs';

try {
  const placed = placeMarkdownCopies(path.join(process.cwd(), 'out'));
  console.log(`Markdown copies: ${placed.length} placed next to their pages.`);
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
