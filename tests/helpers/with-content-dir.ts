import { afterAll, beforeAll } from 'vitest';

/**
 * Points the site's loaders at a fixture content folder for one test file. contentRoot is fixed
 * when lib/content/files loads, so PLUMBLINE_CONTENT_DIR is set before `load` imports anything;
 * the modules it returns are filled in before the first test and the variable is restored after
 * the last.
 * The loaders read the folder again only when a file in it changes (lib/content/content-index.ts).
 */
export function withContentDir<T extends object>(dir: string, load: () => Promise<T>): T {
  const modules = {} as T;
  const previous = process.env.PLUMBLINE_CONTENT_DIR;
  beforeAll(async () => {
    process.env.PLUMBLINE_CONTENT_DIR = dir;
    Object.assign(modules, await load());
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.PLUMBLINE_CONTENT_DIR;
    else process.env.PLUMBLINE_CONTENT_DIR = previous;
  });
  return modules;
}
