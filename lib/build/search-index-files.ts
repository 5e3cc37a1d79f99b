import fs from 'node:fs';
import path from 'node:path';
import { buildPlannedIndex, getSiteSearchPlan } from '../search/site-plan';
import { searchSectionsOf } from './search-outlines';

/** What writing the search index did, for the build's log. */
export interface WrittenSearchIndex {
  indexes: number;
  pieces: number;
  /** Pages whose sections the content stage left (lib/build/search-outlines.ts), and pages outlined here. */
  rendered: number;
  outlined: number;
}

/**
 * Writes each search index of the site (lib/search/site-plan.ts) into `<outDir>/search-index/`:
 * its root under the name the navbar gave it, its pieces in `pieces/` (lib/search/index-format.ts).
 * One index at a time: memory holds one search context's pages and index, not the site's. Written
 * by the content stage, or by the merge of a sharded build.
 */
export async function writeSearchIndexes(outDir: string): Promise<WrittenSearchIndex> {
  const indexDir = path.join(outDir, 'search-index');
  const piecesDir = path.join(indexDir, 'pieces');
  fs.mkdirSync(piecesDir, { recursive: true });
  const written: WrittenSearchIndex = { indexes: 0, pieces: 0, rendered: 0, outlined: 0 };
  for (const plan of getSiteSearchPlan().indexes) {
    const { index } = await buildPlannedIndex(plan, async (input) => {
      const page = await searchSectionsOf(input);
      written[page.rendered ? 'rendered' : 'outlined'] += 1;
      return page;
    });
    fs.writeFileSync(path.join(indexDir, plan.name), index.rootJson);
    for (const [name, json] of index.pieces) fs.writeFileSync(path.join(piecesDir, name), json);
    written.indexes += 1;
    written.pieces += index.pieces.size;
  }
  return written;
}
