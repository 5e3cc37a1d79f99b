import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';

const repository = process.cwd();
let project: string;

/** The module as a new static-paths worker process loads it: nothing in memory from before. */
async function freshWorker() {
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('plumbline.content-changes')];
  vi.resetModules();
  return import('@/lib/dev/static-params-cache');
}

beforeAll(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'static-params-'));
  fs.mkdirSync(path.join(project, 'content/docs'), { recursive: true });
  fs.writeFileSync(path.join(project, 'content/docs/a.md'), '# A\n');
  process.chdir(project);
  vi.stubEnv('NODE_ENV', 'development');
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', path.join(project, 'content'));
});

afterAll(() => {
  process.chdir(repository);
  vi.unstubAllEnvs();
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('plumbline.content-changes')];
  fs.rmSync(project, { recursive: true, force: true });
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
  fs.writeFileSync(path.join(project, 'content/docs/b.md'), '# B\n');
  const afterSave = await freshWorker();
  expect(afterSave.cachedStaticParams('docs', () => [{ slug: ['a'] }, { slug: ['b'] }])).toEqual([{ slug: ['a'] }, { slug: ['b'] }]);
});

test('a build computes the params every time and keeps nothing', async () => {
  vi.stubEnv('NODE_ENV', 'production');
  const { cachedStaticParams } = await freshWorker();
  const compute = vi.fn(() => [{ file: 'x.json' }]);
  cachedStaticParams('search-index', compute);
  cachedStaticParams('search-index', compute);
  expect(compute).toHaveBeenCalledTimes(2);
  expect(fs.existsSync(path.join(project, '.next/cache/plumbline/static-params/search-index.json'))).toBe(false);
  vi.stubEnv('NODE_ENV', 'development');
});
