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

/** The index's modification time when the server started: `npm run dev` writes it then, and that is no save. */
let atStart: number | undefined;

/**
 * Resolves once the last save under `content/` (a rewrite of the content index, which
 * `npm run dev` makes on every save) is `QUIET_AFTER_SAVE_MS` old: at once when there is no recent
 * one. The first call only notes the index as the server found it.
 */
export async function untilSaveSettled(): Promise<void> {
  const written = fs.statSync(path.join(process.cwd(), CONTENT_INDEX_FILE), { throwIfNoEntry: false })?.mtimeMs;
  if (written === undefined) return;
  atStart ??= written;
  if (written === atStart) return;
  const wait = written + QUIET_AFTER_SAVE_MS - Date.now();
  if (wait > 0) await sleep(Math.min(wait, QUIET_AFTER_SAVE_MS));
}
