import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
const site = withContentDir(FIXTURE, async () => ({
  compile: await import('@/lib/stage/compile-page'),
  source: await import('@/lib/content/source'),
  llms: await import('@/lib/llms'),
}));

describe('one page compiled by the content stage', () => {
  it('gives a doc its code, table of contents, search sections and the .md copy a reader downloads', async () => {
    const doc = site.source.getDocById('guide/setup');
    const compiled = await site.compile.compileStagedInput({ kind: 'doc', input: doc });
    expect(compiled.code).toContain('_createMdxContent');
    expect(compiled.toc.length).toBeGreaterThan(0);
    expect(compiled.sections.map((section) => section.heading)).toEqual(
      expect.arrayContaining(compiled.toc.map((item) => item.text)),
    );
    expect(compiled.markdown).toBe(site.llms.makeDocMarkdown(doc));
    expect(compiled.warnings).toEqual([]);
  });

  it('keeps the warnings it printed, so a page from the cache warns again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const doc = site.source.getDocById('guide/setup');
      const compiled = await site.compile.compileStagedInput({
        kind: 'post',
        input: { ...doc, body: `${doc.body}\n\nSee [the missing page](./no-such-page.md).\n` },
      });
      expect(compiled.markdown).toBeUndefined();
      expect(compiled.warnings).toEqual([expect.stringMatching(/^\[warn\] .*no-such-page\.md/)]);
      expect(warn).toHaveBeenCalledWith(compiled.warnings[0]);
    } finally {
      warn.mockRestore();
    }
  });
});
