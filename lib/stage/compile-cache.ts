import fs from 'node:fs';
import path from 'node:path';
import { contentHash, sourcesFingerprint, writeFileAtomically } from '../content/build-cache';
import { toDisplayPath } from '../content/files';
import { referencedFilesKey } from '../content/referenced-files';
import type { TocItem } from '../mdx/rehype-toc';
import type { SearchSection } from '../mdx/rehype-search-sections';
import type { CompileInput } from '../mdx/compile-input';
import { COMPILE_CACHE_DIR } from './stage-paths.mjs';
import type { StagedInput } from './page-inputs';
import type { LinkLookup } from '../mdx/remark-doc-links';
import { lookupsHold, readLookups } from './link-lookups';

/** What the stage keeps of one compiled page: everything its routes, the search index and its `.md` copy need. */
export interface CompiledArtefact {
  /** The page as MDX's `function-body` output, run by components/mdx/render-compiled-source.ts. */
  code: string;
  toc: TocItem[];
  sections: SearchSection[];
  /** A doc's `.md` copy. */
  markdown?: string;
  /** Lines the compile printed as warnings: printed again when the page comes from the cache. */
  warnings: string[];
  /** What its links asked of other pages' routes and ids (lib/stage/link-lookups.ts). */
  links: LinkLookup[];
}

/**
 * The code and data a compile's output depends on besides the page's own inputs: the Markdown
 * pipeline, the content loaders, the site config, the `.md` copy's maker, and the installed
 * packages. A change to any of them compiles every page again.
 */
const PIPELINE_SOURCES = [
  'lib/mdx',
  'lib/content',
  'lib/examples',
  'lib/stage',
  'lib/llms.ts',
  'lib/doc-markdown.ts',
  'lib/doc-markdown-edits.ts',
  'lib/site-config.ts',
  'lib/site-checks.mjs',
  'lib/site-deploy.mjs',
  'lib/routes.ts',
  'lib/route.ts',
  'lib/url-rules.ts',
  'lib/constants.ts',
  'package-lock.json',
];

let pipelineVersion: string | undefined;
/**
 * The pipeline's code, and the mode it compiles for: under `npm run dev` the same page compiles
 * to other code (development JSX, code blocks as elements), which a build must never take.
 */
export function getPipelineVersion(): string {
  return (pipelineVersion ??= contentHash(sourcesFingerprint(PIPELINE_SOURCES), process.env.NODE_ENV ?? ''));
}

/**
 * Names a page input by what a route hands to the compile (its file, text, format, first line and
 * TOC levels): the same on both sides of the stage, so a render finds the page the stage compiled.
 */
export function lookupKey(kind: StagedInput['kind'], input: CompileInput): string {
  return contentHash(
    kind,
    toDisplayPath(input.sourcePath),
    input.body,
    input.format,
    String(input.bodyStartLine ?? 1),
    JSON.stringify(input.tocLevels ?? null),
  ).slice(0, 32);
}

/**
 * Names a compiled page by everything it is made from but other pages: the input, the files it
 * shows (example files, images, partials, by their bytes), a doc's title, description and path
 * (its `.md` copy opens with them), and the pipeline's version. What it depends on in other pages
 * (the routes its links resolve to) is kept with it and asked again (hasArtefact).
 */
export function compileKey(staged: StagedInput, lookup = lookupKey(staged.kind, staged.input)): string {
  const { kind, input } = staged;
  const doc = kind === 'doc' ? [staged.input.title, staged.input.description, staged.input.path] : [];
  const shown = referencedFilesKey(input.sourcePath, input.body);
  return contentHash(getPipelineVersion(), lookup, shown, ...doc).slice(0, 40);
}

function artefactFile(key: string, root = process.cwd()): string {
  return path.join(root, COMPILE_CACHE_DIR, key.slice(0, 2), `${key}.json`);
}

/** The page's link lookups, in a file of their own: checking them must not read the page's code. */
function lookupsFile(key: string): string {
  return artefactFile(key).replace(/\.json$/, '.links.json');
}

/** Whether the cache holds the page, compiled against link targets that still give the same answers. */
export function hasArtefact(key: string): boolean {
  if (!fs.existsSync(artefactFile(key))) return false;
  const lookups = readLookups(lookupsFile(key));
  return lookups !== undefined && lookupsHold(lookups);
}

export function readArtefact(key: string): Omit<CompiledArtefact, 'links'> {
  return JSON.parse(fs.readFileSync(artefactFile(key), 'utf8')) as Omit<CompiledArtefact, 'links'>;
}

export function writeArtefact(key: string, artefact: CompiledArtefact): void {
  // The lookups last: a page whose lookups are there is there whole.
  const { links, ...page } = artefact;
  writeFileAtomically(artefactFile(key), JSON.stringify(page));
  writeFileAtomically(lookupsFile(key), JSON.stringify(links));
}

/**
 * Removes every compiled page but those in `keep`, so the cache holds one site's pages rather
 * than every version of every page ever built. Returns how many it removed.
 */
export function pruneArtefacts(keep: ReadonlySet<string>, root = process.cwd()): number {
  const dir = path.join(root, COMPILE_CACHE_DIR);
  if (!fs.existsSync(dir)) return 0;
  let removed = 0;
  for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const key = path.basename(rel, '.json').replace(/\.links$/, '');
    if (!rel.endsWith('.json') || keep.has(key)) continue;
    fs.rmSync(path.join(dir, rel));
    if (!rel.endsWith('.links.json')) removed += 1;
  }
  return removed;
}
