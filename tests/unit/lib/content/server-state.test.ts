import { describe, expect, it, vi } from 'vitest';

/** A copy of the module as another of Next's bundles in the same process loads it. */
async function anotherBundle() {
  vi.resetModules();
  return import('@/lib/content/server-state');
}

describe('what the dev server keeps between requests', () => {
  it('is one object for every bundle that loads the module, so a part one writes the others read', async () => {
    const instrumentation = await anotherBundle();
    const routeHandler = await anotherBundle();
    const indexes = new Map([['docs', 'built']]);
    instrumentation.devServerState().indexes = indexes;
    expect(routeHandler.devServerState()).toBe(instrumentation.devServerState());
    expect(routeHandler.devServerState().indexes).toBe(indexes);
  });

  it('starts with no parts: each is made by the module that owns it', async () => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('plumbline.dev-server')];
    const { devServerState } = await anotherBundle();
    expect(devServerState()).toEqual({});
  });
});
