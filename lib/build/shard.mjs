// @ts-check
/**
 * A build can render a part of the pages (`npm run build -- --shard 2/4`, which sets
 * PLUMBLINE_SHARD), so several machines share a large site and `npm run build:merge` assembles
 * their out/ folders. Only the per-page routes are split (docs pages, their `.md` copies, blog
 * posts); everything shared (assets, sidebar files, feeds, sitemap) is rendered by every shard,
 * identically, since a build is deterministic (lib/build/build-id.mjs). The search index is
 * written by the merge, from the sections each shard's content stage left (shard-outlines.mjs).
 */

export const SHARD_VARIABLE = 'PLUMBLINE_SHARD';

/**
 * `"2/4"` as { index: 2, count: 4 }; null when the whole site is built.
 * @param {string | undefined} value
 * @returns {{ index: number, count: number } | null}
 */
export function parseShard(value) {
  if (value === undefined || value === '') return null;
  const match = /^(\d+)\/(\d+)$/.exec(value.trim());
  const index = match ? Number(match[1]) : NaN;
  const count = match ? Number(match[2]) : NaN;
  if (!match || count < 1 || index < 1 || index > count) {
    throw new Error(
      `--shard ${value}: write the shard as <index>/<count>, with 1 <= index <= count (for example --shard 2/4).`,
    );
  }
  return { index, count };
}

/** The shard this process builds, from PLUMBLINE_SHARD. */
export function currentShard() {
  return parseShard(process.env[SHARD_VARIABLE]);
}

/**
 * Which shard renders the page at `route`: a hash of the route, so a page stays in its shard
 * when others are added, and shards stay about equal in size.
 * @param {string} route
 * @param {number} count
 */
export function shardOf(route, count) {
  return (routeHash(route) % count) + 1;
}

/**
 * FNV-1a, 32 bits: fast, stable across Node versions, and spread well enough over paths.
 * @param {string} route
 */
export function routeHash(route) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < route.length; i += 1) {
    hash ^= route.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * The items of a per-page route this build renders: all of them, or this shard's part. Next
 * refuses a route with no pages at all under `output: 'export'`, so a shard whose part is empty
 * renders the route's first page too; the shard that owns it writes the same bytes, and the
 * merge keeps one copy.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => string} routeOf
 * @returns {T[]}
 */
export function inThisShard(items, routeOf) {
  const shard = currentShard();
  if (!shard) return [...items];
  const part = items.filter((item) => shardOf(routeOf(item), shard.count) === shard.index);
  return part.length > 0 || items.length === 0 ? part : [items[0]];
}
