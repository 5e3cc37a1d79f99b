import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentStamp } from './content-index';
import { isBuild } from './build-mode';

/**
 * Results computed from a source file, kept for the life of the process and keyed by the file
 * and a hash of what it was computed from. A build keeps each loader's result and each feed entry
 * for the process; `next dev` recomputes a file's entries (its search outline, its feed entry)
 * when its text changes and drops the old ones. The store lives on `globalThis` because Next
 * bundles pages and route handlers separately, each with its own copy of this module.
 */
/** Versions kept per file and kind: a file can yield more than one (a blog post and its excerpt). */
const VERSIONS_PER_FILE = 4;

const STORE_KEY = Symbol.for('plumbline.build-cache');

/**
 * One kept result. A promise is kept only while it is pending, then its value: Node's
 * AsyncLocalStorage marks every promise with the store of the context that made it, so a promise
 * made while a page renders holds that render's whole request (React's request state, its cache
 * and the page's payload). Kept for the life of the build (a page's outline, kept for search), one
 * such promise per page held about 2 MB of that page's render: the static-generation worker
 * reached 1.7 GB at 950 docs pages, and 0.5 GB once only values were kept.
 */
type Entry = { value: unknown } | { pending: Promise<unknown> } | { resolved: unknown };
/** (kind, file) -> hash of the inputs -> entry, the most recently computed last. */
type Store = Map<string, Map<string, Entry>>;
const store: Store = ((globalThis as Record<symbol, Store | undefined>)[STORE_KEY] ??= new Map());

export function contentHash(...parts: string[]): string {
  return contentHashOf(parts);
}

/** `contentHash` of parts taken one at a time: a generator's parts need not all be held at once. */
export function contentHashOf(parts: Iterable<string>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
}

/**
 * A hash of the code at `entries` (repository-relative files, or folders read one level deep):
 * results kept beyond one process must be dropped when the code that made them changes.
 */
export function sourcesFingerprint(entries: string[]): string {
  const files = entries.flatMap((entry) => {
    const full = path.join(process.cwd(), entry);
    if (!fs.existsSync(full)) return [];
    return fs.statSync(full).isDirectory()
      ? fs
          .readdirSync(full)
          .sort()
          .map((name) => path.join(full, name))
      : [full];
  });
  return contentHash(...files.map((file) => fs.readFileSync(file, 'utf8')));
}

/**
 * `compute()` once per (kind, file, inputs): later calls with the same inputs get the same value
 * (for a promise, one that resolves to the same value). A rejected promise is forgotten, so a
 * broken file is compiled again once it is fixed.
 */
export function cachedByContent<T>(kind: string, file: string, inputs: string[], compute: () => T): T {
  const key = `${kind}\0${file}`;
  const hash = contentHash(...inputs);
  const versions = store.get(key) ?? new Map<string, Entry>();
  store.set(key, versions);
  const kept = versions.get(hash);
  if (kept) return valueOf(kept) as T;
  const value = compute();
  const entry: Entry = value instanceof Promise ? { pending: value } : { value };
  versions.set(hash, entry);
  if (versions.size > VERSIONS_PER_FILE) versions.delete(versions.keys().next().value as string);
  if (value instanceof Promise) {
    value.then(
      (result) => {
        if (versions.get(hash) === entry) versions.set(hash, { resolved: result });
      },
      () => {
        if (versions.get(hash) === entry) versions.delete(hash);
      },
    );
  }
  return value;
}

/** A kept result as its caller takes it: a resolved one in a promise made in the caller's context. */
function valueOf(entry: Entry): unknown {
  if ('pending' in entry) return entry.pending;
  if ('resolved' in entry) return Promise.resolve(entry.resolved);
  return entry.value;
}

/**
 * The value `cachedByContent` holds for (kind, file, inputs) if its promise has resolved; undefined
 * while it is computing or when nothing was asked: for a caller that must not wait.
 */
export function settledByContent<T>(kind: string, file: string, inputs: string[]): T | undefined {
  const entry = store.get(`${kind}\0${file}`)?.get(contentHash(...inputs));
  return entry && 'resolved' in entry ? (entry.resolved as T) : undefined;
}

/**
 * A loader that reads the whole content tree, run again only when the content has changed
 * (`contentStamp`): once in a build, once per save under `npm run dev`, where Next also runs this
 * module again when the content index it imports changes. Reading and parsing every file on each
 * request would cost seconds at a few hundred pages.
 *
 * In a build the value is kept for the process, in the build cache under `name`, which must be
 * unique among loaders. Next loads the content modules once per bundle (the pages, and each route
 * handler apart), and a loader kept per module copy loaded every page again in each: a
 * static-generation worker at 9,501 docs pages held two copies of the docs, the sidebar file and
 * the route table. Under `npm run dev` each copy keeps its own, so a loader whose code an author
 * edits runs again.
 */
export function oncePerBuild<T>(name: string, load: () => T): () => T {
  let loaded: { value: T; stamp: string } | undefined;
  return () => {
    const stamp = contentStamp();
    if (loaded?.stamp !== stamp) {
      // Set only after load() returns: a loader that throws (a bad file) is tried again next time.
      loaded = { value: isBuild() ? cachedByContent('loaded-content', name, [stamp], load) : load(), stamp };
    }
    return loaded.value;
  };
}

/**
 * Writes `text` to `file` whole or not at all (beside it, then renamed), creating its folder:
 * a process stopped mid-write, or two writing at once, never leave half a file to be read back.
 */
export function writeFileAtomically(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, text);
  fs.renameSync(partial, file);
}
