import { afterAll, beforeAll } from 'vitest';

/**
 * Points the site's loaders at a fixture content folder for one test file. contentRoot is fixed
 * when lib/content/files loads, so PLUMBLINE_CONTENT_DIR is set before `load` imports anything;
 * the modules it returns are filled in before the first test and the variable is restored after
 * the last.
 *
 * `fixed`: the loaders read the folder once, as in a build, instead of on every call (a test
 * process, like `next dev` without its watcher, otherwise reads the whole tree again each time
 * a page asks for the sidebar or a route): for files that render many pages.
 */
export function withContentDir<T extends object>(dir: string, load: () => Promise<T>, { fixed = false }: { fixed?: boolean } = {}): T {
  const modules = {} as T;
  const previous = process.env.PLUMBLINE_CONTENT_DIR;
  beforeAll(async () => {
    process.env.PLUMBLINE_CONTENT_DIR = dir;
    Object.assign(modules, await load());
    if (fixed) (await import('@/lib/content/build-cache')).treatContentAsFixed();
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.PLUMBLINE_CONTENT_DIR;
    else process.env.PLUMBLINE_CONTENT_DIR = previous;
    if (fixed) delete (globalThis as Record<symbol, unknown>)[Symbol.for('plumbline.content-fixed')];
  });
  return modules;
}
