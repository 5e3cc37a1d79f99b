import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
/** What a build needs; generated folders and git history stay behind, node_modules is hard-linked. */
const COPIED = ['app', 'components', 'content', 'lib', 'public', 'scripts', 'next.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'serve.json'];

export interface BuildResult {
  status: number | null;
  output: string;
  dir: string;
}

/** A throwaway copy of the project, changed by `edit`, built with `npm run build`. */
export function buildCopy(edit: (dir: string) => void): BuildResult {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-build-'));
  for (const entry of COPIED) {
    if (fs.existsSync(path.join(ROOT, entry))) fs.cpSync(path.join(ROOT, entry), path.join(dir, entry), { recursive: true });
  }
  linkNodeModules(dir);
  edit(dir);
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.PLUMBLINE_CONTENT_DIR;
  const child = spawnSync('npm', ['run', 'build'], { cwd: dir, env, encoding: 'utf8' });
  return { status: child.status, output: `${child.stdout}\n${child.stderr}`, dir };
}

/**
 * Turbopack refuses a symlinked node_modules, so the copy gets hard links (instant, no extra
 * space) and falls back to a real copy when /tmp is on another filesystem.
 */
function linkNodeModules(dir: string): void {
  const from = path.join(ROOT, 'node_modules');
  const to = path.join(dir, 'node_modules');
  if (spawnSync('cp', ['-al', from, to]).status !== 0) fs.cpSync(from, to, { recursive: true });
}

export function appendTo(dir: string, file: string, text: string): void {
  fs.appendFileSync(path.join(dir, file), text);
}

export function removeCopy(result: BuildResult): void {
  fs.rmSync(result.dir, { recursive: true, force: true });
}
