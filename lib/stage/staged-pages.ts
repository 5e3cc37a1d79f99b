import fs from 'node:fs';
import path from 'node:path';
import { oncePerBuild } from '../content/build-cache';
import { toDisplayPath } from '../content/files';
import type { CompiledSource } from '../mdx/compile';
import type { CompileInput } from '../mdx/compile-input';
import { lookupKey, readArtefact } from './compile-cache';
import type { StagedInput } from './page-inputs';
import { STAGED_PAGES_FILE } from './stage-paths.mjs';

/** What the content stage compiled, by lookupKey: each page's compileKey, or the problems that kept it from compiling. */
export interface StagedPages {
  pages: Record<string, string>;
  problems: Record<string, string>;
}

// Read again when the content changes: under `npm run dev` the stage writes this table before the
// content index that tells Next a save happened.
const stagedPages = oncePerBuild('staged-pages', (): StagedPages => {
  const file = path.join(process.cwd(), STAGED_PAGES_FILE);
  if (!fs.existsSync(file))
    throw new Error(
      `${STAGED_PAGES_FILE} is missing: the content stage writes it (\`npm run build\` and \`npm run dev\` run it before Next starts).`,
    );
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StagedPages;
});

/**
 * A page as the stage left it: compiled, or (under `npm run dev` only: a build stops first) the
 * problems that kept it from compiling, which the page shows in place of its text, so that the
 * save that mends them refreshes it like any other.
 */
export type StagedPage = CompiledSource & { problem?: string };

/**
 * The page the content stage compiled for `input`: what every route renders, read from the
 * stage's files; no Markdown is parsed here. One the stage has not seen as it is now is an error
 * naming it.
 */
export function stagedPage(kind: StagedInput['kind'], input: CompileInput): StagedPage {
  const staged = stagedPages();
  const lookup = lookupKey(kind, input);
  const problem = staged.problems[lookup];
  if (problem !== undefined) return { code: '', toc: [], sections: [], problem };
  const key = staged.pages[lookup];
  if (key === undefined)
    throw new Error(
      `${toDisplayPath(input.sourcePath)}: the content stage did not compile this page as it is now (its ${kind}). \`npm run build\` and \`npm run dev\` run the stage; under \`npm run dev\`, it compiles a saved page before the page refreshes.`,
    );
  const { code, toc, sections } = readArtefact(key);
  return { code, toc, sections };
}
