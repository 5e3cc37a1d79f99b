import { describe, expect, it } from 'vitest';
import { importGraph } from '@/tests/helpers/import-graph';

/**
 * `lib/dev/` is `next dev` only (ARCHITECTURE.md), so only dev-only code imports it: the rest of
 * lib/dev, `*.dev.ts` routes (which exist under the dev server alone) and the instrumentation
 * hook (whose dev branch a build never runs). Type-only
 * imports do not count: they are erased before anything runs.
 */
const DEV_ONLY_MODULE = /^lib\/dev\//;
const DEV_ONLY_CODE = /^(lib\/dev\/|instrumentation\.ts$)|\.dev\.tsx?$/;

const devOnlyImportsFromBuildCode = importGraph()
  .filter(
    ({ from, to, typeOnly }) => !typeOnly && to !== undefined && DEV_ONLY_MODULE.test(to) && !DEV_ONLY_CODE.test(from),
  )
  .map(({ from, to }) => `${from} -> ${to}`);

describe('dev-only modules are imported only by dev-only code', () => {
  it('no import of lib/dev/ from code that also runs in a build', () => {
    expect(devOnlyImportsFromBuildCode).toEqual([]);
  });

  it('the dev-only code is there to be checked: the warm-up imports what it shares with the pages', () => {
    const fromWarmUp = importGraph()
      .filter(({ from }) => from === 'lib/dev/warm-search.ts')
      .map(({ to }) => to);
    expect(fromWarmUp).toEqual(
      expect.arrayContaining([
        'lib/search/index-store.ts',
        'lib/content/outline-store.ts',
        'lib/search/search-warm-up.ts',
      ]),
    );
  });
});
