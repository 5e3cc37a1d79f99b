import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { inTempProject } from '@/tests/helpers/temp-project';

const project = inTempProject('static-params-', []);

/** The module as a new static-paths worker process loads it: nothing in memory from before. */
const freshWorker = () => project.freshProcess(() => import('@/lib/content/static-params'));

beforeAll(() => {
  fs.mkdirSync(path.join(project.dir, 'content/docs'), { recursive: true });
  fs.writeFileSync(path.join(project.dir, 'content/docs/a.md'), '# A\n');
  vi.stubEnv('NODE_ENV', 'development');
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', path.join(project.dir, 'content'));
});

afterAll(() => {
  vi.unstubAllEnvs();
});

test('under next dev, params are computed once per state of the files and read back by the next worker', async () => {
  const first = await freshWorker();
  const compute = vi.fn(() => [{ slug: ['a'] }]);
  expect(first.cachedStaticParams('docs', compute)).toEqual([{ slug: ['a'] }]);
  expect(compute).toHaveBeenCalledTimes(1);

  const next = await freshWorker();
  const notAgain = vi.fn(() => [{ slug: ['changed'] }]);
  expect(next.cachedStaticParams('docs', notAgain)).toEqual([{ slug: ['a'] }]);
  expect(notAgain).not.toHaveBeenCalled();
  // Each route keeps its own.
  expect(next.cachedStaticParams('category', () => [{ slug: 'agents' }])).toEqual([{ slug: 'agents' }]);

  // A page added (or any content file saved) makes the kept params stale.
  fs.writeFileSync(path.join(project.dir, 'content/docs/b.md'), '# B\n');
  const afterSave = await freshWorker();
  expect(afterSave.cachedStaticParams('docs', () => [{ slug: ['a'] }, { slug: ['b'] }])).toEqual([
    { slug: ['a'] },
    { slug: ['b'] },
  ]);
});

test('a build computes the params every time and keeps nothing', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  const { cachedStaticParams } = await freshWorker();
  const compute = vi.fn(() => [{ file: 'x.json' }]);
  cachedStaticParams('search-index', compute);
  cachedStaticParams('search-index', compute);
  expect(compute).toHaveBeenCalledTimes(2);
  expect(fs.existsSync(path.join(project.dir, '.next/cache/plumbline/static-params/search-index.json'))).toBe(false);
  vi.stubEnv('NODE_ENV', 'development');
});
