import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '@/scripts/lib/project-copy.mjs';

export interface BuildResult {
  status: number | null;
  output: string;
  dir: string;
}

/** A throwaway copy of the project, changed by `edit`, built with `npm run build`. */
export function buildCopy(edit: (dir: string) => void): BuildResult {
  const dir = copyProject(process.cwd(), 'plumbline-build-');
  edit(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.PLUMBLINE_CONTENT_DIR;
  const child = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8' });
  return { status: child.status, output: `${child.stdout}\n${child.stderr}`, dir };
}

export function appendTo(dir: string, file: string, text: string): void {
  fs.appendFileSync(path.join(dir, file), text);
}

export function removeCopy(result: BuildResult): void {
  fs.rmSync(result.dir, { recursive: true, force: true });
}
