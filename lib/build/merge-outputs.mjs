// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { samePageUpToStreamOrder } from './payload-order.mjs';

/**
 * Assembles the out/ folders of a sharded build (lib/build/shard.mjs) into one. Shared files
 * are written by every shard and must be the same: byte-identical, or for a page the same payload
 * rows streamed in another order (payload-order.mjs), in which case the first shard's copy is
 * kept. Any other difference means the shards were built from different sources, and the merge
 * stops rather than pick one.
 * @param {string[]} shardDirs each shard's out/
 * @param {string} outDir where the site goes (emptied first)
 * @returns {{ files: number, shared: number, reordered: number }}
 */
export function mergeOutputs(shardDirs, outDir) {
  if (shardDirs.length === 0)
    throw new Error('build:merge needs the out/ folder of every shard: npm run build:merge shard-1/out shard-2/out …');
  const target = path.resolve(outDir);
  const ids = shardDirs.map((dir) => {
    const resolved = path.resolve(dir);
    if (resolved === target)
      throw new Error(
        `${dir}: a shard's folder cannot be the merge's output (${outDir}); move or copy each shard's out/ elsewhere first.`,
      );
    if (!fs.existsSync(resolved)) throw new Error(`${dir}: no such folder.`);
    return buildIdOf(resolved);
  });
  const distinct = [...new Set(ids)];
  if (distinct.length > 1) {
    throw new Error(
      `The shards were built from different sources (build ids: ${shardDirs.map((dir, i) => `${dir} ${ids[i]}`).join(', ')}). Build every shard from the same commit and content.`,
    );
  }

  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  /** @type {Map<string, string>} file -> the shard it came from */
  const from = new Map();
  /** @type {string[]} */
  const conflicts = [];
  let shared = 0;
  let reordered = 0;
  for (const dir of shardDirs) {
    for (const rel of filesUnder(path.resolve(dir))) {
      const source = path.join(dir, rel);
      const destination = path.join(target, rel);
      const first = from.get(rel);
      if (first !== undefined) {
        shared += 1;
        const theirs = fs.readFileSync(source);
        const ours = fs.readFileSync(destination);
        if (theirs.equals(ours)) continue;
        if (samePageUpToStreamOrder(rel, ours, theirs)) reordered += 1;
        else conflicts.push(`${rel}: differs between ${first} and ${dir}${firstDifference(ours, theirs)}`);
        continue;
      }
      fs.mkdirSync(path.dirname(destination), { recursive: true });
      fs.copyFileSync(source, destination);
      from.set(rel, dir);
    }
  }
  if (conflicts.length > 0) {
    const shown = conflicts.slice(0, 20).join('\n  ');
    throw new Error(
      `${conflicts.length} shared file(s) differ between shards, so they were not built from the same sources:\n  ${shown}${conflicts.length > 20 ? '\n  …' : ''}`,
    );
  }
  return { files: from.size, shared, reordered };
}

/** Where two versions of a file part, as a short excerpt of each, so the cause can be seen. @param {Buffer} a @param {Buffer} b */
function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && at < b.length && a[at] === b[at]) at += 1;
  /** @param {Buffer} buffer */
  const excerpt = (buffer) => JSON.stringify(buffer.subarray(Math.max(0, at - 40), at + 80).toString('utf8'));
  return ` (from byte ${at}: ${excerpt(a)} / ${excerpt(b)})`;
}

/** The build id Next named the shard's static folder with. @param {string} dir */
function buildIdOf(dir) {
  const staticDir = path.join(dir, '_next', 'static');
  const ids = fs.existsSync(staticDir)
    ? fs.readdirSync(staticDir).filter((name) => fs.existsSync(path.join(staticDir, name, '_buildManifest.js')))
    : [];
  if (ids.length !== 1) throw new Error(`${dir}: not the out/ folder of a build (no _next/static/<build id>/).`);
  return ids[0];
}

/** Every file under `dir`, relative to it, in a stable order. @param {string} dir */
function filesUnder(dir, prefix = '') {
  /** @type {string[]} */
  const files = [];
  for (const entry of fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const rel = prefix ? path.join(prefix, entry.name) : entry.name;
    if (entry.isDirectory()) files.push(...filesUnder(dir, rel));
    else files.push(rel);
  }
  return files;
}
