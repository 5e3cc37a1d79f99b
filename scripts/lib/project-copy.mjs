// @ts-check
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What a build needs; generated folders and git history stay behind, node_modules is hard-linked. */
const COPIED = [
  'app',
  'browser',
  'components',
  'content',
  'lib',
  'public',
  'scripts',
  'next.config.mjs',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'serve.json',
  'instrumentation.ts',
  'instrumentation-client.ts',
];

/**
 * A throwaway copy of the project at `root`, in a new temporary folder whose name starts with
 * `prefix`. Used by the integration tests and the scale benchmark, which build real copies.
 * @param {string} root
 * @param {string} prefix
 * @returns {string} the copy's folder
 */
export function copyProject(root, prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const entry of COPIED) {
    if (fs.existsSync(path.join(root, entry)))
      fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  }
  linkNodeModules(root, dir);
  return dir;
}

/**
 * Turbopack refuses a symlinked node_modules, so the copy gets hard links (instant, no extra
 * space) and falls back to a real copy when /tmp is on another filesystem.
 * @param {string} root
 * @param {string} dir
 */
function linkNodeModules(root, dir) {
  const from = path.join(root, 'node_modules');
  const to = path.join(dir, 'node_modules');
  if (spawnSync('cp', ['-al', from, to]).status !== 0) fs.cpSync(from, to, { recursive: true });
}
