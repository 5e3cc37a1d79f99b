import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const fixture = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site');
const m = withContentDir(fixture, async () => ({ targets: await import('@/lib/content/link-targets') }));
const doc = (rel: string) => path.join(fixture, 'docs', rel);

describe('what Markdown links resolve against', () => {
  it('maps each doc file to its URL and to its doc id', () => {
    expect(m.targets.getRoutesBySource().get(doc('guide/first-steps.md'))).toBe('/guide/first-steps');
    expect(m.targets.getRoutesBySource().get(doc('index.md'))).toBe('/');
    expect(m.targets.getDocIdsBySource().get(doc('guide/first-steps.md'))).toBe('guide/first-steps');
  });
});
