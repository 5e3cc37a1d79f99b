// After `next build` (scripts/build.mjs): writes the search index into out/search-index/, from the
// sections the rendered pages left (lib/build/search-index-files.ts says why here and not in a route).
import path from 'node:path';
import { enterBuildMode } from '../lib/content/build-mode.ts';

// Named and keyed as the build's workers named the files and keyed the sections they left: they
// ran as a build, where lib/content/referenced-files.ts stamps nothing. Before any content import.
enterBuildMode();
const { writeSearchIndexes } = await import('../lib/build/search-index-files.ts');

try {
  const { indexes, pieces, rendered, outlined } = await writeSearchIndexes(path.join(process.cwd(), 'out'));
  console.log(
    `Search index: ${indexes} indexes, ${pieces} pieces; ${rendered} pages from their render, ${outlined} outlined now.`,
  );
} catch (error) {
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
