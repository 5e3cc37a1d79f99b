import fs from 'node:fs';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { STAGED_OUT_DIR } from '@/lib/stage/stage-paths.mjs';
import { inTempProject } from './temp-project';
import { withContentDir } from './with-content-dir';

/**
 * A fixture site whose routes render in this test file as under `npm run dev`: the loaders read
 * `dir` (tests/helpers/with-content-dir.ts), and the content stage has compiled its pages into a
 * project folder of the file's own, the working directory. After an edit, `stagePages()` runs the
 * stage again, as `npm run dev` does on a save.
 */
export function withStagedContent<T extends object>(dir: string, load: () => Promise<T>): T {
  inTempProject('staged-content-', []);
  const modules = withContentDir(dir, load);
  beforeAll(stagePages);
  return modules;
}

/** One pass of the content stage over the fixture, every page it lacks compiled in this process. */
export async function stagePages(): Promise<void> {
  const { compileInProcess, runWatchPass } = await import('@/lib/stage/run-stage');
  await runWatchPass({ compileMissing: compileInProcess });
}

/** llms-full.txt as the stage writes it from the last pass's `.md` copies (every doc must have compiled). */
export async function stagedLlmsFull(): Promise<string> {
  const { writeLlmsFullAfterPass } = await import('@/lib/stage/run-stage');
  await writeLlmsFullAfterPass();
  return stagedFile('llms-full.txt');
}

/** A file the stage wrote beside the pages (`security.md`, `llms-full.txt`), as a build copies it into out/. */
export function stagedFile(rel: string): string {
  return fs.readFileSync(path.join(process.cwd(), STAGED_OUT_DIR, rel), 'utf8');
}
