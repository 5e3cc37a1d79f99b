import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
const site = withContentDir(FIXTURE, async () => ({
  cache: await import('@/lib/stage/compile-cache'),
  source: await import('@/lib/content/source'),
}));

describe("a compiled page's name in the compile cache", () => {
  it('is the same for the same inputs, from any process', () => {
    const doc = site.source.getDocById('guide/setup');
    expect(site.cache.compileKey({ kind: 'doc', input: doc })).toBe(
      site.cache.compileKey({ kind: 'doc', input: { ...doc } }),
    );
  });

  it("changes with the page's text, its title (its .md copy opens with it) and the kind of input", () => {
    const doc = site.source.getDocById('guide/setup');
    const key = site.cache.compileKey({ kind: 'doc', input: doc });
    expect(site.cache.compileKey({ kind: 'doc', input: { ...doc, body: `${doc.body}\nMore.\n` } })).not.toBe(key);
    expect(site.cache.compileKey({ kind: 'doc', input: { ...doc, title: 'Another title' } })).not.toBe(key);
    expect(site.cache.compileKey({ kind: 'post', input: doc })).not.toBe(key);
  });

  it('finds a page by what a route hands the compile, whatever else the input carries', () => {
    const doc = site.source.getDocById('guide/setup');
    const plain = {
      sourcePath: doc.sourcePath,
      body: doc.body,
      bodyStartLine: doc.bodyStartLine,
      format: doc.format,
      tocLevels: doc.tocLevels,
    };
    expect(site.cache.lookupKey('doc', doc)).toBe(site.cache.lookupKey('doc', plain));
    expect(site.cache.lookupKey('doc', { ...plain, tocLevels: { min: 5, max: 6 } })).not.toBe(
      site.cache.lookupKey('doc', plain),
    );
  });
});
