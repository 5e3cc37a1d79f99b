import { afterEach, describe, expect, it } from 'vitest';
import { inRenderOrder, inThisShard, parseShard, RENDER_RUN, shardOf, spreadAmong } from '@/lib/build/shard.mjs';

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

  it("renders a route's pages in runs with its sections mixed, so each worker's half of the pages holds its share of every section", () => {
    // Content order: one section after another. Next gives one worker the first half, the other the second.
    const sections = ['agent', 'metadata', 'nba', 'security'];
    const site = sections.flatMap((section) =>
      Array.from({ length: 1000 }, (_, i) => `/${section}/page-${String(i + 1).padStart(4, '0')}`),
    );
    const order = inRenderOrder(site, (route) => route);
    expect([...order].sort()).toEqual([...site].sort());
    expect(inRenderOrder(site, (route) => route)).toEqual(order);
    // Neighbours stay together: each run of RENDER_RUN pages is a run of the content order.
    for (let start = 0; start < order.length; start += RENDER_RUN) {
      const at = site.indexOf(order[start]);
      expect(order.slice(start, start + RENDER_RUN)).toEqual(site.slice(at, at + RENDER_RUN));
    }
    for (const half of [order.slice(0, site.length / 2), order.slice(site.length / 2)]) {
      for (const section of sections) {
        const share = half.filter((route) => route.startsWith(`/${section}/`)).length / 1000;
        expect(share).toBeGreaterThan(0.35);
        expect(share).toBeLessThan(0.65);
      }
    }
  });
  it('keeps the few large pages apart in the render order, so no worker renders two of them at once', () => {
    const docs = Array.from({ length: 9500 }, (_, i) => `/agent/page-${i}`);
    const categories = ['/', '/category/agents', '/category/metadata', '/category/nba'];
    const order = spreadAmong(categories, docs);
    expect([...order].sort()).toEqual([...docs, ...categories].sort());
    // The docs keep their order around them.
    expect(order.filter((route) => !categories.includes(route))).toEqual(docs);
    const places = categories.map((route) => order.indexOf(route));
    expect(places).toEqual([...places].sort((a, b) => a - b));
    // Next renders 8 of a worker's pages at a time: the large pages are thousands apart, two in each half.
    for (let i = 1; i < places.length; i++) expect(places[i] - places[i - 1]).toBeGreaterThan(2000);
    expect(places.filter((place) => place < order.length / 2)).toHaveLength(2);
    expect(spreadAmong([], docs)).toEqual(docs);
    expect(spreadAmong(['/'], [])).toEqual(['/']);
  });
});
