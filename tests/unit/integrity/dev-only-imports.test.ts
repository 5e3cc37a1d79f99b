import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';

/**
 * `lib/dev/` is `next dev` only (ARCHITECTURE.md), so only dev-only code imports it: the rest of
 * lib/dev, `*.dev.ts` routes (which exist under the dev server alone) and the instrumentation
 * hook (whose dev branch a build never runs). Type-only
 * imports do not count: they are erased before anything runs.
 */
const DEV_ONLY_MODULE = /^lib\/dev\//;
const DEV_ONLY_CODE = /^(lib\/dev\/|instrumentation\.ts$)|\.dev\.tsx?$/;

/**
 * Today's imports of dev-only modules from code that also runs in a build (issue 25 names them).
 * This list only shrinks: an entry goes when its import does, and a new import of lib/dev from
 * build code fails the test.
 */
const KNOWN_VIOLATIONS: Record<string, string> = {
  // The page compile reads and writes the outline store kept across restarts: a dev hook the
  // dev server could install on render.ts instead.
  'lib/content/render.ts -> lib/dev/outline-store.ts': 'outlines kept across restarts',
  // The search index reads and writes the dev index store, and serves a first index of titles
  // while the dev warm-up runs: the same kind of dev hook, installed by lib/dev/warm-search.ts.
  'lib/search/site-index.ts -> lib/dev/index-store.ts': 'indexes kept across restarts',
  'lib/search/site-index.ts -> lib/dev/search-warm-up.ts': 'first index while warming up',
};

const devOnlyImportsFromBuildCode = importGraph()
  .filter(({ from, to, typeOnly }) => !typeOnly && to !== undefined && DEV_ONLY_MODULE.test(to) && !DEV_ONLY_CODE.test(from))
  .map(({ from, to }) => `${from} -> ${to}`);

describe('dev-only modules are imported only by dev-only code', () => {
  it('no import of lib/dev/ from build code beyond the known ones', () => {
    expect(devOnlyImportsFromBuildCode.filter((edge) => !(edge in KNOWN_VIOLATIONS))).toEqual([]);
  });

  it('the known ones still exist: an entry goes from the list when its import goes', () => {
    expect(Object.keys(KNOWN_VIOLATIONS).filter((edge) => !devOnlyImportsFromBuildCode.includes(edge))).toEqual([]);
  });
});
