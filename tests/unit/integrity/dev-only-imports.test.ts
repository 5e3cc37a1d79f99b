import { describe, expect, it } from 'vitest';
import { importGraph } from './import-graph';

/**
 * `lib/dev/` and `components/dev/` are `next dev` only (ARCHITECTURE.md), so only dev-only code
 * imports them: the rest of lib/dev and components/dev, `*.dev.ts` routes (which exist under the
 * dev server alone) and the instrumentation hooks (whose dev branch a build drops). Type-only
 * imports do not count: they are erased before anything runs.
 */
const DEV_ONLY_MODULE = /^(lib|components)\/dev\//;
const DEV_ONLY_CODE = /^(lib\/dev\/|components\/dev\/|instrumentation(-client)?\.ts$)|\.dev\.tsx?$/;

/**
 * Today's imports of dev-only modules from code that also runs in a build (issue 25 names them).
 * This list only shrinks: an entry goes when its import does, and a new import of lib/dev from
 * build code fails the test.
 */
const KNOWN_VIOLATIONS: Record<string, string> = {
  // cachedStaticParams returns compute() outside `next dev` and caches only under it, yet every
  // dynamic route's generateStaticParams calls it: it is build code that lives in lib/dev. Moving
  // it to lib/content (its dev half behind the same NODE_ENV check) removes all eight.
  'app/(docs)/[[...slug]]/page.tsx -> lib/dev/static-params-cache.ts': 'static params',
  'app/assets/[...path]/route.ts -> lib/dev/static-params-cache.ts': 'static params',
  'app/blog/[slug]/page.tsx -> lib/dev/static-params-cache.ts': 'static params',
  'app/blog/authors/[author]/page.tsx -> lib/dev/static-params-cache.ts': 'static params',
  'app/blog/page/[page]/page.tsx -> lib/dev/static-params-cache.ts': 'static params',
  'app/blog/tags/[tag]/page.tsx -> lib/dev/static-params-cache.ts': 'static params',
  'app/blog/tags/blog/tags/[tag]/page.tsx -> lib/dev/static-params-cache.ts': 'static params',
  'app/sidebar/[file]/route.ts -> lib/dev/static-params-cache.ts': 'static params',
  // oncePerBuild reads the dev content generation (contentChangesState). Inverted, the watcher
  // would hand build-cache a generation source when it starts, and build-cache would import nothing from lib/dev.
  'lib/content/build-cache.ts -> lib/dev/content-changes.ts': 'content generation',
  // The page compile asks whether outlines are kept across restarts, which files were saved
  // since the start, and reads and writes the outline store: a dev hook the dev server could
  // install on render.ts instead.
  'lib/content/render.ts -> lib/dev/content-changes.ts': 'outlines kept across restarts',
  'lib/content/render.ts -> lib/dev/outline-store.ts': 'outlines kept across restarts',
  // The search index reads and writes the dev index store, and serves a first index of titles
  // while the dev warm-up runs: the same kind of dev hook, installed by lib/dev/warm-search.ts.
  'lib/search/site-index.ts -> lib/dev/content-changes.ts': 'indexes kept across restarts',
  'lib/search/site-index.ts -> lib/dev/index-store.ts': 'indexes kept across restarts',
  'lib/search/site-index.ts -> lib/dev/search-warm-up.ts': 'first index while warming up',
};

const devOnlyImportsFromBuildCode = importGraph()
  .filter(({ from, to, typeOnly }) => !typeOnly && to !== undefined && DEV_ONLY_MODULE.test(to) && !DEV_ONLY_CODE.test(from))
  .map(({ from, to }) => `${from} -> ${to}`);

describe('dev-only modules are imported only by dev-only code', () => {
  it('no import of lib/dev/ or components/dev/ from build code beyond the known ones', () => {
    expect(devOnlyImportsFromBuildCode.filter((edge) => !(edge in KNOWN_VIOLATIONS))).toEqual([]);
  });

  it('the known ones still exist: an entry goes from the list when its import goes', () => {
    expect(Object.keys(KNOWN_VIOLATIONS).filter((edge) => !devOnlyImportsFromBuildCode.includes(edge))).toEqual([]);
  });
});
