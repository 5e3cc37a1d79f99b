import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * Keeps a build's static-generation worker near the memory it actually uses. Next removes
 * `--max-old-space-size` from that worker, so V8 runs it with its default limit (over 4 GB here)
 * and lets the heap grow to several times what is live before collecting it: at 950 docs the
 * worker reached 1.2-1.4 GB for under 400 MB of live objects. When the heap has grown well past
 * what the last collection kept, a full collection runs (and V8 hands the freed pages back), so
 * memory follows the live set rather than the default limit (the worker's peak: 0.8 GB).
 */
export function heapCollector({ minBytes, growth }: { minBytes: number; growth: number }): () => boolean {
  let threshold = minBytes;
  return () => {
    if (v8.getHeapStatistics().used_heap_size < threshold) return false;
    collector()();
    threshold = Math.max(minBytes, v8.getHeapStatistics().used_heap_size * growth);
    return true;
  };
}

let collect: (() => void) | undefined;

function collector(): () => void {
  if (!collect) {
    // `gc` exists only in contexts created after V8 is told to expose it.
    v8.setFlagsFromString('--expose-gc');
    collect = vm.runInNewContext('gc') as () => void;
  }
  return collect;
}

/** How often the build's worker looks at its heap: cheap (one statistics call) when there is nothing to do. */
const CHECK_INTERVAL_MS = 250;
const STATE_KEY = Symbol.for('plumbline.build-heap');

interface BuildHeap {
  collectIfGrew: () => boolean;
  timer?: NodeJS.Timeout;
}

/** One per process: the route bundles each hold a copy of this module. */
function buildHeap(): BuildHeap {
  return ((globalThis as Record<symbol, BuildHeap | undefined>)[STATE_KEY] ??= { collectIfGrew: heapCollector({ minBytes: 256 * 1024 * 1024, growth: 1.6 }) });
}

/**
 * Called when a build renders a page: from then on, for the life of the worker process (every
 * route it renders after, pages, search files and feeds alike), collects the heap
 * whenever it has grown 1.6 times past what the last collection kept, and at least 256 MB.
 */
export function watchBuildHeap(): void {
  const heap = buildHeap();
  if (heap.timer) return;
  // Unref'd: the worker exits when its pages are done, whatever the timer.
  heap.timer = setInterval(() => heap.collectIfGrew(), CHECK_INTERVAL_MS).unref();
}
