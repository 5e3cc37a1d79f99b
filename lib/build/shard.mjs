// @ts-check
/**
 * A build can render a part of the pages (`npm run build -- --shard 2/4`, which sets
 * PLUMBLINE_SHARD), so several machines share a large site and `npm run build:merge` assembles
 * their out/ folders. Only the per-page routes are split (docs pages, their `.md` copies, blog
 * posts); everything shared (assets, sidebar files, feeds, sitemap) is rendered by every shard,
 * identically, since a build is deterministic (lib/build/build-id.mjs). The search index is
 * written by the merge, from the sections each shard rendered (shard-outlines.mjs). This module
 * also sets the order a build renders a per-page route's pages in (`inRenderOrder`).
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
function routeHash(route) {
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

/**
 * The pages of a per-page route in the order a build renders them: runs of RENDER_RUN pages in
 * content order, the runs mixed by a hash of their first route. Next hands each static-generation
 * worker one stretch of a route's pages (on two cores, the first half to one worker and the
 * second half to the other), so in content order the worker whose half held the heavier sections
 * kept rendering alone: at 9,500 docs pages one worker's half took 17.1 minutes of CPU and the
 * other's 12.0. Runs, not single pages, because neighbours render faster together: at 1,900 pages,
 * pages mixed one by one took 14% more CPU in all than in content order. The order is the same in
 * every build, and nothing the build writes depends on it.
 * @template T
 * @param {readonly T[]} items
 * @param {(item: T) => string} routeOf
 * @returns {T[]}
 */
export function inRenderOrder(items, routeOf) {
  const runs = [];
  for (let start = 0; start < items.length; start += RENDER_RUN) {
    const run = items.slice(start, start + RENDER_RUN);
    runs.push({ run, route: routeOf(run[0]), hash: avalanche(routeHash(routeOf(run[0]))) });
  }
  runs.sort((a, b) => a.hash - b.hash || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  return runs.flatMap(({ run }) => run);
}

/**
 * `many` with the items of `few` placed among them at an even spacing: pages much larger than
 * the rest kept apart in the render order, so that no worker renders two at once. A generated
 * index lists its whole category (3,000 cards at 9,501 docs pages); Next renders 8 of a worker's
 * pages at a time, and the four category pages, in one run of the docs route, took a worker from
 * 494 to 569 MB together.
 * @template T
 * @param {readonly T[]} few
 * @param {readonly T[]} many
 * @returns {T[]}
 */
export function spreadAmong(few, many) {
  const spread = [];
  let taken = 0;
  few.forEach((item, i) => {
    const at = Math.round((many.length * (i + 0.5)) / few.length);
    spread.push(...many.slice(taken, at), item);
    taken = at;
  });
  spread.push(...many.slice(taken));
  return spread;
}

/** Pages rendered one after another in content order (inRenderOrder). */
export const RENDER_RUN = 25;

/**
 * MurmurHash3's finaliser: FNV-1a's high bits barely change between `/a/page-12` and `/a/page-13`,
 * so ordered by the raw hash, neighbouring pages stay together.
 * @param {number} hash
 */
function avalanche(hash) {
  let h = hash;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}
