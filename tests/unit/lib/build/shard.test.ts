import { afterEach, describe, expect, it } from 'vitest';
import { inThisShard, parseShard, shardOf } from '@/lib/build/shard.mjs';

const routes = Array.from({ length: 600 }, (_, i) => `/agent/create-agent-page-${i + 2}`);

describe('build shards', () => {
  afterEach(() => {
    delete process.env.PLUMBLINE_SHARD;
  });

  it('reads <index>/<count> and explains any other form', () => {
    expect(parseShard('2/4')).toEqual({ index: 2, count: 4 });
    expect(parseShard(undefined)).toBeNull();
    for (const bad of ['0/4', '5/4', '2', 'two/4', '2/0'])
      expect(() => parseShard(bad)).toThrow(/--shard .*<index>\/<count>, with 1 <= index <= count/);
  });

  it('puts every page in exactly one shard, in shards of about equal size', () => {
    const count = 4;
    const sizes = [0, 0, 0, 0];
    for (const route of routes) sizes[shardOf(route, count) - 1] += 1;
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(routes.length);
    for (const size of sizes) expect(size).toBeGreaterThan((routes.length / count) * 0.8);
  });

  it('keeps a page in its shard when other pages are added', () => {
    expect(shardOf('/security', 4)).toBe(shardOf('/security', 4));
    const before = routes.map((route) => shardOf(route, 4));
    expect([...routes, '/new-page'].slice(0, routes.length).map((route) => shardOf(route, 4))).toEqual(before);
  });

  it('gives the whole list to an unsharded build and a part to each shard', () => {
    expect(inThisShard(routes, (r) => r)).toEqual(routes);
    const parts = [1, 2, 3].map((index) => {
      process.env.PLUMBLINE_SHARD = `${index}/3`;
      return inThisShard(routes, (r) => r);
    });
    expect(parts.flat().sort()).toEqual([...routes].sort());
    for (const part of parts) expect(part.length).toBeLessThan(routes.length);
  });

  it("gives a shard with no page of a route that route's first page, since Next needs one", () => {
    const two = ['/blog/a', '/blog/b'];
    const parts = [1, 2, 3, 4, 5, 6].map((index) => {
      process.env.PLUMBLINE_SHARD = `${index}/6`;
      return inThisShard(two, (r) => r);
    });
    for (const part of parts) expect(part.length).toBeGreaterThan(0);
    expect(new Set(parts.flat())).toEqual(new Set(two));
    // Two pages own at most two of six shards: the other four fall back to the first page.
    const fallbacks = parts.filter((part, i) => part.every((route) => shardOf(route, 6) !== i + 1));
    expect(fallbacks.length).toBeGreaterThanOrEqual(4);
    for (const part of fallbacks) expect(part).toEqual(['/blog/a']);
  });
});
