import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { untilSaveSettled } from '@/lib/dev/after-save';
import { CONTENT_INDEX_FILE } from '@/lib/content/content-index-writer.mjs';

// The search warm-up under `next dev` waits on this between pages: a save's refresh must not
// share the server's one JavaScript thread with it. A save is a rewrite of the content index.
describe('background work steps aside after a save', () => {
  const index = path.join(process.cwd(), CONTENT_INDEX_FILE);

  it('does not wait for the index as the server found it, however recent', async () => {
    const now = new Date();
    fs.utimesSync(index, now, now);
    const started = performance.now();
    await untilSaveSettled();
    await untilSaveSettled();
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('waits until a save is a moment old, then goes on', async () => {
    await untilSaveSettled();
    const saved = new Date(Math.max(Date.now(), fs.statSync(index).mtimeMs + 5));
    fs.utimesSync(index, saved, saved);
    const started = performance.now();
    await untilSaveSettled();
    expect(performance.now() - started).toBeGreaterThanOrEqual(1000);
    const again = performance.now();
    await untilSaveSettled();
    expect(performance.now() - again).toBeLessThan(500);
  });
});
