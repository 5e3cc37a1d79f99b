import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';

/**
 * Runs a test file in a new empty project folder (the working directory, as `next dev` started
 * there would see it) and removes it afterwards. `processState` names the `Symbol.for` keys a
 * module keeps on globalThis: `freshProcess` clears them and the module registry, so the next
 * import sees only what an earlier "process" wrote to disk.
 */
export function inTempProject(prefix: string, processState: string[]) {
  const repository = process.cwd();
  let dir = '';
  const forgetProcess = () => {
    for (const key of processState) delete (globalThis as Record<symbol, unknown>)[Symbol.for(key)];
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    process.chdir(dir);
  });
  afterAll(() => {
    process.chdir(repository);
    forgetProcess();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** The project folder (set once the file's tests start). */
    get dir() {
      return dir;
    },
    async freshProcess<T>(load: () => Promise<T>): Promise<T> {
      forgetProcess();
      vi.resetModules();
      return load();
    },
  };
}
