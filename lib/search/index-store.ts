import fs from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { writeFileAtomically } from '../content/build-cache';
import type { BuiltSiteIndex } from './build-index';
import { devServerState } from '../content/server-state';

/**
 * Search indexes built by `next dev`, kept across restarts in `.next/cache/plumbline/`. An
 * index's name hashes everything it is built from (its pages' sources and routes, the files they
 * include, the indexer's code: lib/search/site-index.ts), so the file kept under a name is that
 * index: a restart serves it without outlining or building anything. A build never reads these.
 */
const STORE_DIR = path.join(process.cwd(), '.next', 'cache', 'plumbline', 'search-indexes');

interface StoredIndex {
  indexId: string;
  name: string;
  pages: number;
  sections: number;
  rootJson: string;
  pieces: [string, string][];
}

export function hasStoredIndex(name: string): boolean {
  return fs.existsSync(path.join(STORE_DIR, name));
}

/** The index kept under `name`, or undefined when there is none (or it cannot be read). */
export function storedIndex(name: string): BuiltSiteIndex | undefined {
  try {
    const kept = JSON.parse(fs.readFileSync(path.join(STORE_DIR, name), 'utf8')) as StoredIndex;
    const { rootJson, pieces, ...rest } = kept;
    return { ...rest, index: { root: JSON.parse(rootJson), rootJson, pieces: new Map(pieces) } };
  } catch {
    return undefined;
  }
}

/**
 * Written when the start-up warm-up ends (lib/dev/warm-search.ts), and after that this long after
 * the last index was built (a save): a file is megabytes of JSON at a thousand pages, and writing
 * one while the warm-up shares the thread with an author's saves would delay their refresh.
 */
const WRITE_DELAY_MS = 5000;

interface PendingState {
  indexes: Map<string, BuiltSiteIndex>;
  warmedUp: boolean;
  timer?: NodeJS.Timeout;
}

const pending = (devServerState().indexes ??= { indexes: new Map(), warmedUp: false }) as PendingState;

/** Keeps `built` for the next start (written within a few seconds), replacing older versions of its index. */
export function storeIndex(built: BuiltSiteIndex): void {
  pending.indexes.set(built.indexId, built);
  if (!pending.warmedUp) return;
  clearTimeout(pending.timer);
  pending.timer = setTimeout(() => void writeIndexes(), WRITE_DELAY_MS);
  // A pending write must not keep a stopping server alive.
  pending.timer.unref();
}

/**
 * Writes the indexes kept since the last write, one per turn of the event loop so requests are
 * served between them; called when the warm-up ends, and from then on after each save's build.
 */
export async function writeIndexes(): Promise<void> {
  pending.warmedUp = true;
  clearTimeout(pending.timer);
  pending.timer = undefined;
  const batch = [...pending.indexes.values()];
  pending.indexes.clear();
  for (const built of batch) {
    await nextTurn();
    write(built);
  }
}

function write(built: BuiltSiteIndex): void {
  const { index, ...rest } = built;
  const stored: StoredIndex = { ...rest, rootJson: index.rootJson, pieces: [...index.pieces] };
  try {
    writeFileAtomically(path.join(STORE_DIR, built.name), JSON.stringify(stored));
    const older = new RegExp(`^${built.indexId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-[0-9a-f]{12}\\.json$`);
    for (const file of fs.readdirSync(STORE_DIR)) {
      if (file !== built.name && older.test(file)) fs.rmSync(path.join(STORE_DIR, file), { force: true });
    }
  } catch (error) {
    console.warn(`[search] could not keep the ${built.indexId} index for the next start: ${(error as Error).message}`);
  }
}
