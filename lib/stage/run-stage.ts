import fs from 'node:fs';
import path from 'node:path';
import { oncePerBuild, writeFileAtomically } from '../content/build-cache';
import { currentShard } from '../build/shard.mjs';
import { packShardOutlines } from '../build/shard-outlines.mjs';
import { keepSearchSections } from '../build/search-outlines';
import { writeSearchIndexes } from '../build/search-index-files';
import { writeLlmsFull } from '../build/markdown-files';
import { markdownPath } from '../doc-markdown';
import { compileKey, hasArtefact, lookupKey, pruneArtefacts, readArtefact, writeArtefact } from './compile-cache';
import { compileStagedInput } from './compile-page';
import { stagedInputs, type StagedInput } from './page-inputs';
import type { StagedPages } from './staged-pages';
import { STAGE_DIR, STAGED_OUT_DIR, STAGED_PAGES_FILE } from './stage-paths.mjs';

/**
 * The inputs, listed again only when the content has changed: the stage, each compile process
 * and the watching stage of `npm run dev` list them alike.
 */
const inputsNow = oncePerBuild('staged-inputs', stagedInputs);

/** Compiles the input at `index` into the compile cache; throws the page's problems. */
export async function compileInto(index: number): Promise<void> {
  const staged = inputsNow()[index];
  writeArtefact(compileKey(staged), await compileStagedInput(staged));
}

/** What a page input that did not compile threw: every problem of the page, in one message. */
export interface PageProblem {
  index: number;
  problem: string;
}

/** Compiles the inputs at `indexes` one after another in this process: for a few pages, or a test's site. */
export async function compileInProcess(indexes: number[]): Promise<PageProblem[]> {
  const problems: PageProblem[] = [];
  for (const index of indexes)
    await compileInto(index).catch((error: unknown) =>
      problems.push({ index, problem: error instanceof Error ? error.message : String(error) }),
    );
  return problems;
}

export interface StageResult {
  pages: number;
  compiled: number;
  /** One message per page that did not compile, every problem of the page in it, in the inputs' order. */
  problems: string[];
}

interface Compiled extends StageResult {
  inputs: StagedInput[];
  /** Each input's lookupKey, the name its route finds it by. */
  lookups: string[];
  keys: string[];
  /** Indexes of the inputs compiled in this pass. */
  compiledNow: Set<number>;
  failed: Map<number, string>;
}

/** Every page input compiled: `compileMissing` is given those the compile cache lacks. */
async function compileAll(compileMissing: (indexes: number[]) => Promise<PageProblem[]>): Promise<Compiled> {
  const inputs = inputsNow();
  const lookups = inputs.map((staged) => lookupKey(staged.kind, staged.input));
  const keys = inputs.map((staged, index) => compileKey(staged, lookups[index]));
  const missing = keys.flatMap((key, index) => (hasArtefact(key) ? [] : [index]));
  const failures = missing.length > 0 ? await compileMissing(missing) : [];
  // In the inputs' order (the docs as their loader lists them first), not the order the processes finished in.
  failures.sort((a, b) => a.index - b.index);
  return {
    inputs,
    lookups,
    keys,
    pages: inputs.length,
    compiled: missing.length,
    compiledNow: new Set(missing),
    failed: new Map(failures.map((failure) => [failure.index, failure.problem])),
    problems: failures.map((failure) => failure.problem),
  };
}

/** The table the routes read: each input's compiled page, or the problems that kept it from compiling. */
function writeStagedPages({ lookups, keys, failed }: Compiled): void {
  const staged: StagedPages = { pages: {}, problems: {} };
  lookups.forEach((lookup, index) => {
    const problem = failed.get(index);
    if (problem === undefined) staged.pages[lookup] = keys[index];
    else staged.problems[lookup] = problem;
  });
  writeFileAtomically(path.join(process.cwd(), STAGED_PAGES_FILE), JSON.stringify(staged));
}

/**
 * The content stage of a build: every page input compiled, then, one page at a time, what the
 * build publishes: the table of compiled pages the routes read, each doc's `.md` copy, each page's
 * search sections, and (not in a shard) the search index and llms-full.txt, with the compile cache
 * pruned to this site's pages. A shard hands its sections on to the merge instead. A page that
 * does not compile stops it before anything is written.
 */
export async function runContentStage(options: {
  compileMissing: (indexes: number[]) => Promise<PageProblem[]>;
}): Promise<StageResult> {
  const root = process.cwd();
  fs.rmSync(path.join(root, STAGE_DIR), { recursive: true, force: true });
  const compiled = await compileAll(options.compileMissing);
  const { inputs, keys, compiledNow, pages, problems } = compiled;
  if (problems.length > 0) return { pages, compiled: compiled.compiled, problems };

  const out = path.join(root, STAGED_OUT_DIR);
  inputs.forEach((staged, index) => {
    const artefact = readArtefact(keys[index]);
    if (!compiledNow.has(index)) for (const line of artefact.warnings) console.warn(line);
    if (staged.kind === 'doc') {
      writeFileAtomically(path.join(out, markdownPath(staged.input.path)), artefact.markdown ?? '');
    }
    if (staged.kind === 'doc' || staged.kind === 'post') keepSearchSections(staged.input, artefact.sections);
  });
  writeStagedPages(compiled);

  if (currentShard()) {
    console.log(
      `Search index: left to the merge, with the sections of this shard's ${packShardOutlines(root, out)} pages.`,
    );
  } else {
    // A whole build's pages are all of the site's: older versions of them go. A shard keeps the
    // others', which the same checkout may build next.
    pruneArtefacts(new Set(keys));
    const { indexes, pieces } = await writeSearchIndexes(out);
    console.log(`Search index: ${indexes} indexes, ${pieces} pieces.`);
    console.log(`llms-full.txt: ${await writeLlmsFull(out)} docs.`);
  }
  return { pages, compiled: compiled.compiled, problems };
}

/** Each doc's `.md` copy as the last watch pass wrote it: its place in out/ -> the compiled page it came from. */
let copiesWritten = new Map<string, string>();

/**
 * One pass of the stage under `npm run dev`, at its start and after each save: every page input
 * the compile cache lacks is compiled, the table the routes read is written (a page that did not
 * compile listed with its problems, which its route shows), and the `.md` copies that changed
 * are written, a removed doc's deleted; a doc that does not compile keeps its last copy. The
 * cache is not pruned: the author's next build reuses what this compiled. `copiesChanged` says
 * whether llms-full.txt must be written again (writeLlmsFullAfterPass).
 */
export async function runWatchPass(options: {
  compileMissing: (indexes: number[]) => Promise<PageProblem[]>;
}): Promise<StageResult & { copiesChanged: boolean }> {
  const compiled = await compileAll(options.compileMissing);
  writeStagedPages(compiled);
  const out = path.join(process.cwd(), STAGED_OUT_DIR);
  const copies = new Map<string, string>();
  compiled.inputs.forEach((staged, index) => {
    if (staged.kind !== 'doc') return;
    const rel = markdownPath(staged.input.path);
    const key = compiled.failed.has(index) ? copiesWritten.get(rel) : compiled.keys[index];
    if (key !== undefined) copies.set(rel, key);
  });
  let copiesChanged = false;
  for (const [rel, key] of copies) {
    if (copiesWritten.get(rel) === key) continue;
    writeFileAtomically(path.join(out, rel), readArtefact(key).markdown ?? '');
    copiesChanged = true;
  }
  for (const rel of copiesWritten.keys()) {
    if (copies.has(rel)) continue;
    fs.rmSync(path.join(out, rel), { force: true });
    copiesChanged = true;
  }
  copiesWritten = copies;
  return { pages: compiled.pages, compiled: compiled.compiled, problems: compiled.problems, copiesChanged };
}

/** llms-full.txt from the `.md` copies the watch passes wrote; throws when a doc has none yet (it never compiled). */
export async function writeLlmsFullAfterPass(): Promise<number> {
  return writeLlmsFull(path.join(process.cwd(), STAGED_OUT_DIR));
}

/** Empties the stage's folder, as a build's stage does first: `npm run dev` starts from the content as it is. */
export function clearStage(): void {
  fs.rmSync(path.join(process.cwd(), STAGE_DIR), { recursive: true, force: true });
}
