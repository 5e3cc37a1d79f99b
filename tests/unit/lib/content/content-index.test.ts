import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentIndex } from '@/lib/content/content-index-writer.mjs';

const GENERATED = '@/.plumbline/content-index.json';
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-index-'));
fs.mkdirSync(path.join(root, 'docs'));
fs.writeFileSync(path.join(root, 'docs/a.md'), '# A\n');

/** The module as a process started with `contentDir` (or content/) and, when given, `index` as the generated index sees it. */
async function started(contentDir: string | undefined, index?: ContentIndex) {
  vi.resetModules();
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', contentDir);
  if (index) vi.doMock(GENERATED, () => ({ default: index }));
  else vi.doUnmock(GENERATED);
  return import('@/lib/content/content-index');
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.doUnmock(GENERATED);
});
afterAll(() => {
  vi.resetModules();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the content folder', () => {
  it("is the project's content/, or the folder PLUMBLINE_CONTENT_DIR names", async () => {
    expect((await started(undefined)).contentRoot).toBe(path.join(process.cwd(), 'content'));
    expect((await started(path.relative(process.cwd(), root))).contentRoot).toBe(root);
  });
});

describe('the content stamp', () => {
  it('is the generated index’s when the index describes the folder in use', async () => {
    const index = await started(root, { root, stamp: 'from-the-index', saved: [] });
    expect(index.contentStamp()).toBe('from-the-index');
  });

  it('of a folder the index does not describe, as in tests, changes with each file added, saved or removed', async () => {
    const index = await started(root, { root: '/elsewhere/content', stamp: 'from-the-index', saved: [] });
    const first = index.contentStamp();
    expect(index.contentStamp()).toBe(first);
    fs.writeFileSync(path.join(root, 'docs/b.md'), '# B\n');
    const added = index.contentStamp();
    expect(added).not.toBe(first);
    fs.writeFileSync(path.join(root, 'docs/b.md'), '# B, saved with more words\n');
    const saved = index.contentStamp();
    expect(saved).not.toBe(added);
    fs.rmSync(path.join(root, 'docs/b.md'));
    expect(index.contentStamp()).not.toBe(saved);
  });

  it('of a folder that is not there is empty, not an error', async () => {
    const index = await started(path.join(root, 'missing'));
    expect(index.contentStamp()).toBe('');
  });
});

describe('a file saved since npm run dev started', () => {
  it('is one the index lists, for the folder it describes', async () => {
    const index = await started(root, { root, stamp: 's', saved: ['content/docs/a.md'] });
    expect(index.savedSinceStart('content/docs/a.md')).toBe(true);
    expect(index.savedSinceStart('content/docs/b.md')).toBe(false);
  });

  it('is none when the index describes another folder', async () => {
    const index = await started(root, { root: '/elsewhere/content', stamp: 's', saved: ['content/docs/a.md'] });
    expect(index.savedSinceStart('content/docs/a.md')).toBe(false);
  });
});

describe('results kept across restarts', () => {
  it('are kept by npm run dev only', async () => {
    const index = await started(root);
    vi.stubEnv('NODE_ENV', 'development');
    expect(index.keepsAcrossRestarts()).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(index.keepsAcrossRestarts()).toBe(false);
    vi.stubEnv('NODE_ENV', 'test');
    expect(index.keepsAcrossRestarts()).toBe(false);
  });
});
