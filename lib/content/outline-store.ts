import fs from 'node:fs';
import path from 'node:path';
import { sourcesFingerprint, writeFileAtomically } from './build-cache';
import type { CompiledSource } from '../mdx/compile';
import { devServerState } from './server-state';

type Outline = Omit<CompiledSource, 'code'>;

/**
 * Search outlines kept across `next dev` restarts, in `.next/cache/plumbline/`: outlining is
 * mostly Markdown parsing (about 13 ms a page, 20 s for 950 pages on the server's one thread),
 * so a restart reads back what the last run outlined and parses only the pages saved since.
 * An entry is keyed by the file and a hash of everything its outline comes from; the file as a
 * whole is dropped when the code that outlines (lib/mdx, the locked packages) changes.
 */
const STORE_FILE = path.join(process.cwd(), '.next', 'cache', 'plumbline', 'search-outlines.json');
const CODE_SOURCES = ['lib/mdx', 'package-lock.json'];
/**
 * Written at most this often while outlines come in (a cold start outlines pages for many
 * seconds; each write is one file of all outlines) and at once when the warm-up ends.
 */
const WRITE_INTERVAL_MS = 5000;

interface StoredOutlines {
  code: string;
  entries: Record<string, [hash: string, outline: Outline]>;
}

interface StoreState {
  code: string;
  entries: Map<string, [string, Outline]>;
  dirty: boolean;
  timer?: NodeJS.Timeout;
}

/** The outline stored for `file` when it was made from inputs hashing to `hash`. */
export function storedOutline(file: string, hash: string): Outline | undefined {
  const entry = state().entries.get(file);
  return entry?.[0] === hash ? entry[1] : undefined;
}

/** Keeps `outline` for the next start (written within a few seconds). */
export function storeOutline(file: string, hash: string, outline: Outline): void {
  const store = state();
  store.entries.set(file, [hash, outline]);
  store.dirty = true;
  if (store.timer) return;
  store.timer = setTimeout(() => writeOutlines(), WRITE_INTERVAL_MS);
  // A pending write must not keep a stopping server alive.
  store.timer.unref();
}

/** Writes the outlines kept since the last write, now (the warm-up has outlined every page). */
export function writeOutlines(): void {
  const store = state();
  clearTimeout(store.timer);
  store.timer = undefined;
  if (!store.dirty) return;
  store.dirty = false;
  // Pages deleted since are left out, so the file does not grow with every page ever written.
  const entries = [...store.entries].filter(([file]) => fs.existsSync(file));
  const stored: StoredOutlines = { code: store.code, entries: Object.fromEntries(entries) };
  try {
    // A server stopped mid-write leaves the old store whole.
    writeFileAtomically(STORE_FILE, JSON.stringify(stored));
  } catch (error) {
    console.warn(`[search] could not keep outlines for the next start: ${(error as Error).message}`);
  }
}

function state(): StoreState {
  const shared = devServerState();
  return (shared.outlines ??= readStore()) as StoreState;
}

function readStore(): StoreState {
  const code = sourcesFingerprint(CODE_SOURCES);
  try {
    const stored = JSON.parse(fs.readFileSync(STORE_FILE, 'utf8')) as StoredOutlines;
    if (stored.code === code) return { code, entries: new Map(Object.entries(stored.entries)), dirty: false };
  } catch {
    // No store yet, or one from an interrupted write: outline from the sources.
  }
  return { code, entries: new Map(), dirty: false };
}
