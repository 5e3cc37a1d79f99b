/**
 * Whether `next dev`'s search warm-up (lib/dev/warm-search.ts) is still building the indexes for
 * the first time, and who to tell when it has. While it runs, search answers from a first index
 * of titles (lib/search/site-index.ts); when it ends, open pages refresh (the live-reload
 * stream's `search-ready` event) so their navbar names the full indexes. The state sits on
 * `globalThis`: the instrumentation hook and the route handlers are separate bundles.
 */
interface WarmUpState {
  running: boolean;
  listeners: Set<() => void>;
}

const STATE_KEY = Symbol.for('plumbline.search-warm-up');
const globals = globalThis as Record<symbol, WarmUpState | undefined>;

function state(): WarmUpState {
  return (globals[STATE_KEY] ??= { running: false, listeners: new Set() });
}

export function isSearchWarmingUp(): boolean {
  return globals[STATE_KEY]?.running ?? false;
}

export function searchWarmUpStarted(): void {
  state().running = true;
}

/** The warm-up has built every index (or given up): tells each listener once. */
export function searchWarmUpEnded(): void {
  const current = state();
  current.running = false;
  for (const listener of current.listeners) listener();
}

/** Calls `listener` each time a warm-up ends, until the returned function is called. */
export function onSearchWarmUpEnded(listener: () => void): () => void {
  const current = state();
  current.listeners.add(listener);
  return () => current.listeners.delete(listener);
}
