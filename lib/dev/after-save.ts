import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CONTENT_INDEX_FILE } from '../content/content-index-writer.mjs';

/**
 * How long background work steps aside after a save. A save reaches the open tab through the
 * watcher, Turbopack, the hot-reload socket and a new render (lib/content/content-index.ts), in
 * about a second at 950 pages; on two cores, outlining pages meanwhile made that path wait.
 */
const QUIET_AFTER_SAVE_MS = 1500;

/**
 * Resolves once the last save under `content/` (the content index's last rewrite, which
 * `npm run dev` makes on every save) is `QUIET_AFTER_SAVE_MS` old: at once when no save is recent.
 */
export async function untilSaveSettled(): Promise<void> {
  const written = fs.statSync(path.join(process.cwd(), CONTENT_INDEX_FILE), { throwIfNoEntry: false })?.mtimeMs;
  if (written === undefined) return;
  const wait = written + QUIET_AFTER_SAVE_MS - Date.now();
  if (wait > 0) await sleep(Math.min(wait, QUIET_AFTER_SAVE_MS));
}
