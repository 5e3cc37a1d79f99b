import fs from 'node:fs';
import path from 'node:path';
import generated from '../../.plumbline/content-index.json';
import { contentRootFrom, type ContentIndex } from './content-index-writer.mjs';

/** Root of the content folder (PLUMBLINE_CONTENT_DIR, or content/). */
export const contentRoot = contentRootFrom();

/** The imported index: importing it is what makes Next re-run this code when content changes. */
let index = generated as ContentIndex;
let describesContentRoot = index.root === contentRoot;

/**
 * Takes `next` as the content index from now on. For the content stage under `npm run dev`, which
 * runs outside Next and so is never re-run when the file changes: it indexes each save itself.
 */
export function followContentIndex(next: ContentIndex): void {
  index = next;
  describesContentRoot = index.root === contentRoot;
}

/**
 * A value that changes whenever the content may have: the same value, the same content. From the
 * imported index when it describes the content folder in use (builds, `npm run dev`, scripts); a
 * test pointing the loaders at fixture content has no index, and gets a stamp of the folder's
 * files read now (path, size and modification time), so content it edits is seen on the next call.
 */
export function contentStamp(): string {
  if (describesContentRoot) return index.stamp;
  const entries = (fs.existsSync(contentRoot) ? (fs.readdirSync(contentRoot, { recursive: true }) as string[]) : [])
    .sort()
    .map((rel) => {
      const info = fs.statSync(path.join(contentRoot, rel));
      return `${rel}\0${info.size}\0${info.mtimeMs}\0${info.ino}`;
    });
  return entries.join('\n');
}

/** Whether `displayPath` (relative to the project) was added or changed since `npm run dev` started. */
export function savedSinceStart(displayPath: string): boolean {
  return describesContentRoot && index.saved.includes(displayPath);
}

/**
 * Whether results may be kept on disk for the next start (lib/content/outline-store.ts,
 * index-store.ts): only `npm run dev` keeps them; builds, tests and scripts never do.
 */
export function keepsAcrossRestarts(): boolean {
  return process.env.NODE_ENV === 'development';
}
