import fs from 'node:fs';
import path from 'node:path';
import { contentHash, writeFileAtomically } from '../content/build-cache';
import { outlineInputs, quickOutline } from '../content/page-outline';
import { toDisplayPath } from '../content/files';
import { OUTLINES_DIR } from './shard-outlines.mjs';
import type { CompileInput } from '../mdx/compile-input';
import type { SearchSection } from '../mdx/rehype-search-sections';

/**
 * The content stage compiles every page and leaves the search sections of each compile here, a
 * file per page and inputs; the search index (lib/build/search-index-files.ts) reads them back
 * instead of parsing the page again. The compile's sections equal the quick outline's
 * (tests/unit/lib/mdx/outline.test.ts), so a page with no sections here is outlined then, and the
 * index is the same either way. A sharded build writes its index in the merge, from the sections
 * every shard's stage left (lib/build/shard-outlines.mjs).
 */

/**
 * Named by the page's path in the project, not on disk: a shard hands its files to a merge that
 * may run in another checkout (lib/build/shard-outlines.mjs).
 */
function outlineFile(input: CompileInput): string {
  return path.join(
    process.cwd(),
    OUTLINES_DIR,
    `${contentHash(toDisplayPath(input.sourcePath), ...outlineInputs(input)).slice(0, 32)}.json`,
  );
}

/** Called by the content stage for each page: its sections, for the search index. */
export function keepSearchSections(input: CompileInput, sections: SearchSection[]): void {
  writeFileAtomically(outlineFile(input), JSON.stringify(sections));
}

/** A page's search sections, and whether the stage left them (else they were outlined now). */
export interface PageSections {
  sections: SearchSection[];
  rendered: boolean;
}

/**
 * The sections the stage left for the page, else its quick outline. A page that does not parse has
 * none: the stage stops the build (or another shard's), naming the file.
 */
export async function searchSectionsOf(input: CompileInput): Promise<PageSections> {
  let kept: string;
  try {
    kept = fs.readFileSync(outlineFile(input), 'utf8');
  } catch {
    const sections = await quickOutline(input).then(
      (outline) => outline.sections,
      (): SearchSection[] => [],
    );
    return { sections, rendered: false };
  }
  return { sections: JSON.parse(kept) as SearchSection[], rendered: true };
}
