import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inTempProject } from '@/tests/helpers/temp-project';
import { STAGED_PAGES_FILE } from '@/lib/stage/stage-paths.mjs';

const project = inTempProject('staged-pages-', ['plumbline.build-cache']);
const input = { sourcePath: '/site/content/docs/intro.md', body: '# Intro\n', format: 'md' as const };

function load() {
  return project.freshProcess(async () => ({
    pages: await import('@/lib/stage/staged-pages'),
    cache: await import('@/lib/stage/compile-cache'),
  }));
}

describe('a page as a route reads it from the content stage', () => {
  it('is the code, table of contents and sections the stage compiled for that input', async () => {
    const { pages, cache } = await load();
    const artefact = { code: 'return {}', toc: [], sections: [], warnings: [], links: [] };
    cache.writeArtefact('k'.repeat(40), artefact);
    fs.mkdirSync(path.dirname(STAGED_PAGES_FILE), { recursive: true });
    fs.writeFileSync(
      STAGED_PAGES_FILE,
      JSON.stringify({ pages: { [cache.lookupKey('doc', input)]: 'k'.repeat(40) }, problems: {} }),
    );
    expect(pages.stagedPage('doc', input)).toEqual({ code: 'return {}', toc: [], sections: [] });
  });

  it('is an error naming the file when the stage compiled other text, or another kind of input', async () => {
    const { pages } = await load();
    expect(() => pages.stagedPage('doc', { ...input, body: '# Saved since\n' })).toThrow(
      /intro\.md: the content stage did not compile this page as it is now \(its doc\)/,
    );
    expect(() => pages.stagedPage('excerpt', input)).toThrow(/\(its excerpt\)/);
  });

  it("is the page's problems when it did not compile, which the page shows in its place under npm run dev", async () => {
    const { pages, cache } = await load();
    const problem = 'content/docs/intro.md:3: Could not parse the expression.';
    fs.writeFileSync(
      STAGED_PAGES_FILE,
      JSON.stringify({ pages: {}, problems: { [cache.lookupKey('doc', input)]: problem } }),
    );
    expect(pages.stagedPage('doc', input)).toEqual({ code: '', toc: [], sections: [], problem });
  });

  it('is an error saying how to run the stage when it has not run', async () => {
    fs.rmSync(STAGED_PAGES_FILE);
    const { pages } = await load();
    expect(() => pages.stagedPage('doc', input)).toThrow(/pages\.json is missing: the content stage writes it/);
  });
});

describe('the compile cache, pruned after a whole build', () => {
  it('keeps the pages the build used and removes every other', async () => {
    const { cache } = await load();
    const artefact = { code: '', toc: [], sections: [], warnings: [], links: [] };
    cache.writeArtefact('a'.repeat(40), artefact);
    cache.writeArtefact('b'.repeat(40), artefact);
    // The first test's page is used too.
    expect(cache.pruneArtefacts(new Set(['a'.repeat(40), 'k'.repeat(40)]))).toBe(1);
    expect(cache.hasArtefact('a'.repeat(40))).toBe(true);
    expect(cache.hasArtefact('b'.repeat(40))).toBe(false);
  });
});
