import { describe, expect, it } from 'vitest';
import { splitSitemap } from '@/lib/build/sitemap-split.mjs';

const urlset = (n: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${Array.from({ length: n }, (_, i) => `<url>\n<loc>https://docs.example/page-${i + 1}</loc>\n</url>\n`).join('')}</urlset>\n`;
const part = (n: number) => `https://docs.example/sitemap-${n}.xml`;
const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);

describe('a sitemap past the protocol limits', () => {
  it('stays one file within them', () => {
    expect(splitSitemap(urlset(10), part, { urls: 10, bytes: 1_000_000 })).toBeNull();
  });

  it('becomes an index of parts of at most the URL limit, every URL kept once and in order', () => {
    const split = splitSitemap(urlset(25), part, { urls: 10, bytes: 1_000_000 })!;
    expect(split.parts).toHaveLength(3);
    expect(split.parts.map((p) => locs(p).length)).toEqual([10, 10, 5]);
    expect(split.parts.flatMap(locs)).toEqual(locs(urlset(25)));
    expect(split.index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(locs(split.index)).toEqual([part(1), part(2), part(3)]);
  });

  it('splits by size too, each part within the byte limit', () => {
    const limit = 600;
    const split = splitSitemap(urlset(20), part, { urls: 50_000, bytes: limit })!;
    expect(split.parts.length).toBeGreaterThan(1);
    for (const p of split.parts) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(limit);
    expect(split.parts.flatMap(locs)).toEqual(locs(urlset(20)));
  });
});
