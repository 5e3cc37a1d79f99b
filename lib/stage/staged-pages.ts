import fs from 'node:fs';
import path from 'node:path';
import { oncePerBuild } from '../content/build-cache';
import { toDisplayPath } from '../content/files';
import type { CompiledSource } from '../mdx/compile';
import type { CompileInput } from '../mdx/compile-input';
import { lookupKey, readArtefact } from './compile-cache';
import type { StagedInput } from './page-inputs';
import { STAGED_PAGES_FILE } from './stage-paths.mjs';

/** lookupKey -> compileKey of every page the stage compiled. */
export type StagedPages = Record<string, string>;

const stagedPages = oncePerBuild('staged-pages', (): StagedPages => {
  const file = path.join(process.cwd(), STAGED_PAGES_FILE);
  if (!fs.existsSync(file))
    throw new Error(`${STAGED_PAGES_FILE} is missing: \`npm run build\` runs the content stage before \`next build\`.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as StagedPages;
});

/**
 * The page the content stage compiled for `input`: what a build's routes render, read from the
 * stage's files; no Markdown is parsed here. A page the stage did not compile is an error naming it.
 */
export function stagedPage(kind: StagedInput['kind'], input: CompileInput): CompiledSource {
  const key = stagedPages()[lookupKey(kind, input)];
  if (key === undefined)
    throw new Error(
      `${toDisplayPath(input.sourcePath)}: the content stage did not compile this page as it is now (its ${kind}); run \`npm run build\`, which runs the stage before \`next build\`.`,
    );
  const { code, toc, sections } = readArtefact(key);
  return { code, toc, sections };
}
