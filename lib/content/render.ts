import { compileMarkdownSource, type CompiledSource, type CompileInput } from '../mdx/compile';
import { outlineMarkdown } from '../mdx/outline';
import { keepsAcrossRestarts, savedSinceStart } from '../dev/content-changes';
import { storedOutline, storeOutline } from '../dev/outline-store';
import { includedPartials, referencedFilesStamp } from './referenced-files';
import { cachedByContent, contentHash, dropCached } from './build-cache';
import { toDisplayPath } from './files';
import { getDocIdsBySource, getRoutesBySource, getRoutesKey } from './link-targets';
import { watchBuildHeap } from '../build/heap';

const cacheInputs = (input: CompileInput) => [String(input.bodyStartLine ?? 1), input.body, input.format, getRoutesKey(), referencedFilesStamp(input.sourcePath, input.body), JSON.stringify(input.tocLevels ?? null)];

/**
 * A content page compiled once per build (and again in `next dev` when its text changes), with
 * links resolved against every known page.
 */
function compileContent(input: CompileInput): Promise<CompiledSource> {
  return cachedByContent('mdx', input.sourcePath, cacheInputs(input), () => compileMarkdownSource(input, { routesBySource: getRoutesBySource(), docIdsBySource: getDocIdsBySource() }));
}

/**
 * The compiled page (MDX code for components/mdx/render-compiled-source.ts), with its table of
 * contents: what a page route renders.
 */
export async function getCompiledPage(input: CompileInput): Promise<CompiledSource> {
  const compiled = await compileContent(input);
  // A build renders each page once: its compiled code (hundreds of KB with syntax colours) goes
  // as soon as the page has it. `next dev` keeps it for the next request.
  if (process.env.NODE_ENV === 'production') {
    dropCached('mdx', input.sourcePath, cacheInputs(input));
    // The compile's sections equal the outline's (tests/unit/mdx/outline.test.ts): a search index
    // built after this page takes them instead of parsing the page again.
    const { toc, sections } = compiled;
    cachedByContent('search-outline', input.sourcePath, searchOutlineInputs(input), () => Promise.resolve({ toc, sections }));
    watchBuildHeap();
  }
  return compiled;
}

type Outline = Omit<CompiledSource, 'code'>;

const searchOutlineInputs = (input: CompileInput) => [String(input.bodyStartLine ?? 1), input.body, input.format, referencedFilesStamp(input.sourcePath, input.body)];

/**
 * The outline search indexes: the quicker outline (lib/mdx/outline.ts, the same sections as the
 * compile without syntax colours or MDX code), keyed by the page's text alone: links do not change
 * sections, and a new page does not make every other page's outline stale. In a build this keeps
 * the search index from holding every page's compiled code, which at 950 pages was 640 MB of a
 * worker's heap, and from compiling a page the worker does not render; a page rendered before
 * the index is built has left its sections here already (getCompiledPage). A page that does not
 * compile is left out of the index; its page reports the error (and stops a build).
 */
export function getSearchOutline(input: CompileInput): Promise<Outline> {
  const inputs = searchOutlineInputs(input);
  return cachedByContent('search-outline', input.sourcePath, inputs, () => {
    const keep = keepsAcrossRestarts();
    const hash = keep ? contentHash(...inputs) : '';
    const kept = keep ? storedOutline(input.sourcePath, hash) : undefined;
    if (kept) return Promise.resolve(kept);
    return outlineMarkdown(input, { routesBySource: getRoutesBySource(), docIdsBySource: getDocIdsBySource(), onBrokenMarkdownImage: () => {}, onBrokenMarkdownLink: () => {}, onPageWarning: () => {} }).then(
      ({ toc, sections }) => {
        if (keep) storeOutline(input.sourcePath, hash, { toc, sections });
        return { toc, sections };
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
  const saved = [input.sourcePath, ...includedPartials(input.sourcePath, input.body)].some((file) => savedSinceStart(toDisplayPath(file)));
  return saved ? getSearchOutline(input) : Promise.resolve(TITLE_ONLY);
}
