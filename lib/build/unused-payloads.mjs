// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Next writes, per page, the whole page payload a second time as `<page>/__next._full.txt`, for
 * a kind of prefetch this site never asks for: its prefetches fetch the route tree and the page
 * segment with its layouts inlined (`__next._tree.txt`, `…__PAGE__.txt`; next.config.mjs) and a
 * navigation without one fetches `<page>.txt`. The copy is a sixth of out/ and one file in seven, so it goes.
 */
export const UNUSED_PAYLOAD = '__next._full.txt';

/** Removes every unused payload under `outDir`; returns how many went. @param {string} outDir */
export function removeUnusedPayloads(outDir) {
  let removed = 0;
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === UNUSED_PAYLOAD) {
        fs.rmSync(full);
        removed += 1;
      }
    }
  };
  if (fs.existsSync(outDir)) walk(outDir);
  return removed;
}
