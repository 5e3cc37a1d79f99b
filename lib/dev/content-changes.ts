/**
 * What `next dev` knows about saves under content/: a generation number that goes up on every
 * change, and the listeners told about it (the live-reload stream). The state sits on
 * `globalThis` because Next bundles the instrumentation hook, pages and route handlers
 * separately, each with its own copy of this module, in one server process.
 * Nothing here watches files: lib/dev/content-watcher.ts does, from instrumentation.ts.
 */
export interface ContentChange {
  /** Repository-relative path of the file that changed. */
  file: string;
  kind: 'add' | 'change' | 'unlink' | 'addDir' | 'unlinkDir';
  generation: number;
}

interface ContentChangesState {
  generation: number;
  listeners: Set<(change: ContentChange) => void>;
  /** Files added or changed since the server started. */
  saved: Set<string>;
}

const STATE_KEY = Symbol.for('plumbline.content-changes');
const globals = globalThis as Record<symbol, ContentChangesState | undefined>;

/** The state once a watcher runs; undefined otherwise (builds, tests, `npm run check`). */
export function contentChangesState(): ContentChangesState | undefined {
  return globals[STATE_KEY];
}

/**
 * Whether results may be kept on disk for the next start (lib/dev/outline-store.ts,
 * index-store.ts): only the watched dev server keeps them; builds, tests and scripts never do.
 */
export function keepsAcrossRestarts(): boolean {
  return contentChangesState() !== undefined;
}

/** Called by the watcher when it starts: from then on loaders may keep results between requests. */
export function enableContentChanges(): ContentChangesState {
  return (globals[STATE_KEY] ??= { generation: 0, listeners: new Set(), saved: new Set() });
}

/** Whether `file` (repository-relative) was added or changed since the server started. */
export function savedSinceStart(file: string): boolean {
  return contentChangesState()?.saved.has(file) ?? false;
}

export function publishContentChange(file: string, kind: ContentChange['kind']): void {
  const state = enableContentChanges();
  state.generation += 1;
  if (kind === 'add' || kind === 'change') state.saved.add(file);
  const change = { file, kind, generation: state.generation };
  for (const listener of state.listeners) listener(change);
}

/** Calls `listener` on every change until the returned function is called. */
export function subscribeToContentChanges(listener: (change: ContentChange) => void): () => void {
  const state = enableContentChanges();
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}
