import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SEARCH_WARM_UP_FILE, writeSearchWarmUp } from '@/lib/content/content-index-writer.mjs';
import { inTempProject } from '@/tests/helpers/temp-project';

const project = inTempProject('search-warm-up-', []);

/** The module as the server code loads it, over the state `npm run dev` wrote. */
async function serverCode(running: boolean) {
  vi.resetModules();
  vi.doMock('@/.plumbline/search-warm-up.json', () => ({ default: { running } }));
  try {
    return await import('@/lib/search/search-warm-up');
  } finally {
    vi.doUnmock('@/.plumbline/search-warm-up.json');
  }
}

describe("next dev's search warm-up", () => {
  it('is running while the state npm run dev wrote says so', async () => {
    expect((await serverCode(true)).isSearchWarmingUp()).toBe(true);
    expect((await serverCode(false)).isSearchWarmingUp()).toBe(false);
  });

  it('is recorded as ended in the project, for Next to run the search code again', async () => {
    writeSearchWarmUp(true, project.dir);
    (await serverCode(true)).searchWarmUpEnded();
    expect(JSON.parse(fs.readFileSync(path.join(project.dir, SEARCH_WARM_UP_FILE), 'utf8'))).toEqual({
      running: false,
    });
  });
});
