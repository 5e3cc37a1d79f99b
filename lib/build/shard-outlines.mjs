// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { STAGE_DIR } from '../stage/stage-paths.mjs';

/**
 * Where the content stage leaves each page's search sections (lib/build/search-outlines.ts),
 * relative to the project, for the search index.
 */
export const OUTLINES_DIR = path.join(STAGE_DIR, 'search-outlines');

/**
 * Where a shard hands its pages' sections to the merge: inside its out/, the one folder that
 * travels between machines. Not a dot-folder, which artifact uploads leave out by default. The
 * merge takes the folder out of the site before anything else reads it.
 */
export const SHARD_OUTLINES_DIR = path.join('_shard', 'search-outlines');

/**
 * A shard writes no search index: it would outline every other shard's pages (about 40 ms a page,
 * nearly five minutes a shard at 9,500 docs pages). It puts the sections of the pages it rendered
 * in its out/, and the merge writes the index once from every shard's.
 * @param {string} root the project
 * @param {string} outDir the shard's out/
 * @returns {number} the pages whose sections were handed on
 */
export function packShardOutlines(root, outDir) {
  const from = path.join(root, OUTLINES_DIR);
  const to = path.join(outDir, SHARD_OUTLINES_DIR);
  fs.mkdirSync(to, { recursive: true });
  const names = fs.existsSync(from) ? fs.readdirSync(from).filter((name) => name.endsWith('.json')) : [];
  for (const name of names) fs.copyFileSync(path.join(from, name), path.join(to, name));
  return names.length;
}

/**
 * In the merge: moves the sections every shard handed on (now together in the merged out/) to
 * where the search index reads a build's, in place of any an earlier build of this checkout left,
 * and takes `_shard/` out of the site.
 * @param {string} outDir the merged out/
 * @param {string} root the project the merge runs in
 * @returns {number} the pages whose sections arrived
 */
export function unpackShardOutlines(outDir, root) {
  const from = path.join(outDir, SHARD_OUTLINES_DIR);
  if (!fs.existsSync(from)) {
    throw new Error(
      `${path.relative(root, outDir) || outDir}: no ${SHARD_OUTLINES_DIR}/ from the shards. Build every shard with this version (npm run build -- --shard i/n), then merge.`,
    );
  }
  const to = path.join(root, OUTLINES_DIR);
  fs.rmSync(to, { recursive: true, force: true });
  fs.mkdirSync(to, { recursive: true });
  const names = fs.readdirSync(from);
  for (const name of names) fs.renameSync(path.join(from, name), path.join(to, name));
  fs.rmSync(path.join(outDir, path.dirname(SHARD_OUTLINES_DIR)), { recursive: true, force: true });
  return names.length;
}
