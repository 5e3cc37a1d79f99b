// @ts-check
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Everything a build's output depends on. Next names a build with a random id by default, which
 * it writes into every page; a hash of the inputs instead makes two builds of the same sources
 * byte-identical, which is what lets shards built on different machines be merged.
 */
const INPUTS = [
  'app',
  'browser',
  'components',
  'lib',
  'public',
  'scripts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];

/**
 * @param {string} root project folder
 * @param {string} contentDir content folder (PLUMBLINE_CONTENT_DIR or content/)
 */
export function deterministicBuildId(root, contentDir) {
  const hash = crypto.createHash('sha256');
  for (const entry of [...INPUTS.map((name) => path.join(root, name)), path.resolve(root, contentDir)]) {
    for (const file of filesUnder(entry)) {
      hash.update(path.relative(root, file));
      hash.update('\0');
      hash.update(fs.readFileSync(file));
      hash.update('\0');
    }
  }
  return hash.digest('base64url').slice(0, 21);
}

/** @param {string} entry */
function filesUnder(entry) {
  if (!fs.existsSync(entry)) return [];
  if (!fs.statSync(entry).isDirectory()) return [entry];
  /** @type {string[]} */
  const files = [];
  for (const name of fs.readdirSync(entry).sort()) files.push(...filesUnder(path.join(entry, name)));
  return files;
}
