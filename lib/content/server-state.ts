/**
 * What the `next dev` process keeps between requests, outside the build cache: one object on
 * `globalThis`, because Next loads the instrumentation hook (which runs the search warm-up), the
 * pages and the route handlers as separate bundles, each with its own copy of a module, and they
 * must share it. Each part belongs to one module, which alone reads and writes it:
 * `indexes` to lib/search/index-store.ts, `outlines` to lib/content/outline-store.ts, `requests` to
 * lib/dev/requests-in-flight.ts.
 */
const STATE_KEY = Symbol.for('plumbline.dev-server');

/** The parts, each created by its owner on first use. */
export type DevServerState = Record<'indexes' | 'outlines' | 'requests', unknown>;

export function devServerState(): Partial<DevServerState> {
  return ((globalThis as Record<symbol, Partial<DevServerState> | undefined>)[STATE_KEY] ??= {});
}
