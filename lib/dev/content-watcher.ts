import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { contentRoot, toDisplayPath } from '../content/files';
import { publishContentChange } from './content-changes';

const WATCHER_KEY = Symbol.for('plumbline.content-watcher');
const globals = globalThis as Record<symbol, FSWatcher | undefined>;

/**
 * Watches content/ for `next dev` (started once by instrumentation.ts). Content is read with
 * `fs`, not imported, so Next's own file watching does not see it: every add, change and delete
 * here moves the content generation on (loaders read the tree again) and tells open pages.
 */
export function startContentWatcher(root: string = contentRoot): FSWatcher {
  const running = globals[WATCHER_KEY];
  if (running) return running;
  const watcher = watch(root, {
    ignoreInitial: true,
    // Editors save by writing a temporary file and renaming it; wait until the write settles so a
    // half-written page is not read (a few tens of milliseconds, well inside the 2 s target).
    awaitWriteFinish: { stabilityThreshold: 40, pollInterval: 10 },
    ignored: (file) => path.basename(file).startsWith('.') || file.endsWith('~'),
  });
  for (const kind of ['add', 'change', 'unlink', 'addDir', 'unlinkDir'] as const) {
    watcher.on(kind, (file: string) => publishContentChange(toDisplayPath(file), kind));
  }
  watcher.on('error', (error) => console.warn(`[content watcher] ${(error as Error).message}`));
  globals[WATCHER_KEY] = watcher;
  return watcher;
}
