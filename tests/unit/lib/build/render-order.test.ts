import { describe, expect, it } from 'vitest';
import { inRenderOrder, RENDER_RUN, spreadAmong } from '@/lib/build/render-order.mjs';

describe('the order a build renders pages in', () => {
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
