import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomically } from '../content/build-cache';
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

let inputs: StagedInput[] | undefined;
/** The inputs, loaded once per process: the stage and each compile process list them alike. */
function inputsOnce(): StagedInput[] {
  return (inputs ??= stagedInputs());
}

/** Compiles the input at `index` into the compile cache; throws the page's problems. */
export async function compileInto(index: number): Promise<void> {
  const staged = inputsOnce()[index];
  writeArtefact(compileKey(staged), await compileStagedInput(staged));
}

/** What a page input that did not compile threw: every problem of the page, in one message. */
export interface PageProblem {
  index: number;
  problem: string;
}

export interface StageResult {
  pages: number;
  compiled: number;
  /** One message per page that did not compile, every problem of the page in it, in the inputs' order. */
  problems: string[];
}

/**
 * The content stage: every page input compiled (`compileMissing` is given those the compile cache
 * lacks), then, one page at a time, what the build publishes: the table of compiled pages the
 * routes read, each doc's `.md` copy, each page's search sections, and (not in a shard) the search
 * index and llms-full.txt, with the compile cache pruned to this site's pages. A shard hands its
 * sections on to the merge instead.
 */
export async function runContentStage(options: {
  compileMissing: (indexes: number[]) => Promise<PageProblem[]>;
}): Promise<StageResult> {
  const root = process.cwd();
  fs.rmSync(path.join(root, STAGE_DIR), { recursive: true, force: true });
  const all = inputsOnce();
  const keys = all.map(compileKey);
  const missing = keys.flatMap((key, index) => (hasArtefact(key) ? [] : [index]));
  const failed = missing.length > 0 ? await options.compileMissing(missing) : [];
  // In the inputs' order (the docs as their loader lists them first), not the order the processes finished in.
  const problems = failed.sort((a, b) => a.index - b.index).map((failure) => failure.problem);
  const result = { pages: all.length, compiled: missing.length, problems };
  if (problems.length > 0) return result;

  const compiledNow = new Set(missing);
  const out = path.join(root, STAGED_OUT_DIR);
  const pages: StagedPages = {};
  all.forEach((staged, index) => {
    const artefact = readArtefact(keys[index]);
    if (!compiledNow.has(index)) for (const line of artefact.warnings) console.warn(line);
    pages[lookupKey(staged.kind, staged.input)] = keys[index];
    if (staged.kind === 'doc') {
      writeFileAtomically(path.join(out, markdownPath(staged.input.path)), artefact.markdown ?? '');
    }
    if (staged.kind === 'doc' || staged.kind === 'post') keepSearchSections(staged.input, artefact.sections);
  });
  writeFileAtomically(path.join(root, STAGED_PAGES_FILE), JSON.stringify(pages));

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
  return result;
}
