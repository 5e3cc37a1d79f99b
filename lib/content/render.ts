import type { CompileInput } from '../mdx/compile';
import { keepsAcrossRestarts, savedSinceStart } from './content-index';
import { storedOutline, storeOutline } from './outline-store';
import { includedPartials } from './referenced-files';
import { cachedByContent, contentHash } from './build-cache';
import { toDisplayPath } from './files';
import { outlineInputs, quickOutline, type Outline } from './page-outline';
import { stagedPage, type StagedPage } from '../stage/staged-pages';
import type { StagedInput } from '../stage/page-inputs';

/**
 * The compiled page (MDX code for components/mdx/render-compiled-source.ts), with its table of
 * contents: what a page route renders, as the content stage compiled it (lib/stage/), under
 * `npm run dev` as in a build.
 */
export async function getCompiledPage(kind: StagedInput['kind'], input: CompileInput): Promise<StagedPage> {
  return stagedPage(kind, input);
}

/**
 * The outline search indexes under `next dev` (and in tests): the quick outline, keyed by the
 * page's text and the files it shows alone (page-outline.ts), and kept across restarts. A page
 * that does not compile is left out of the index; its page reports the error.
 */
export function getSearchOutline(input: CompileInput): Promise<Outline> {
  const inputs = outlineInputs(input);
  return cachedByContent('search-outline', input.sourcePath, inputs, () => {
    const keep = keepsAcrossRestarts();
    const hash = keep ? contentHash(...inputs) : '';
    const kept = keep ? storedOutline(input.sourcePath, hash) : undefined;
    if (kept) return Promise.resolve(kept);
    return quickOutline(input).then(
      (outline) => {
        if (keep) storeOutline(input.sourcePath, hash, outline);
        return outline;
      },
      (): Outline => ({ toc: [], sections: [] }),
    );
  });
}

/** A page known by its title, breadcrumbs, description and keywords alone: one empty section to carry them. */
const TITLE_ONLY: Outline = { toc: [], sections: [{ id: '', depth: 0, heading: '', text: '' }] };

/**
 * A page as the first dev search index takes it (lib/search/site-index.ts): by its title,
 * breadcrumbs, description and keywords, or outlined now when it, or a partial it includes, was
 * saved since the server started (an author searches for what they just wrote). Not the outlines
 * made so far: indexing them costs as much as the full index (about 2.2 s at a thousand pages,
 * against 70 ms for titles).
 */
export function firstIndexOutline(input: CompileInput): Promise<Outline> {
  // A saved partial is new text on every page that includes it.
  const saved = [input.sourcePath, ...includedPartials(input.sourcePath, input.body)].some((file) =>
    savedSinceStart(toDisplayPath(file)),
  );
  return saved ? getSearchOutline(input) : Promise.resolve(TITLE_ONLY);
}
