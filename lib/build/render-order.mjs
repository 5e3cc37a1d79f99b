// @ts-check
import { routeHash } from './shard.mjs';

/**
 * The order a build renders a per-page route's pages in, which changes how long static generation
 * takes and what a worker holds at once, and nothing the build writes: every order gives the same
 * out/. Next renders a route's pages in the order its generateStaticParams returns them.
 */

/**
 * The pages of a per-page route in the order a build renders them: runs of RENDER_RUN pages in
 * content order, the runs mixed by a hash of their first route. Next hands each static-generation
 * worker one stretch of a route's pages, so in content order the worker whose stretch held the
 * heavier sections kept rendering alone long after the other had finished; runs rather than
 * single pages, because neighbouring pages render faster one after another.
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
 * the rest kept apart in the render order, so that no worker renders two at once: a generated
 * index lists its whole category, and Next renders several of a worker's pages at a time.
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
