// @ts-check
import { setTimeout as sleep } from 'node:timers/promises';
import { basePath } from '../../lib/site-deploy.mjs';

/** The address `next dev` prints once it listens (`- Local: http://localhost:3000`), colours removed. */
export function localUrlIn(/** @type {string} */ output) {
  return /Local:\s+(https?:\/\/\S+)/.exec(output.replace(/\u001b\[[0-9;]*m/g, ''))?.[1];
}

/**
 * Turbopack compiles a route on its first request, seconds on a small site: once the dev server
 * listens, `npm run dev` asks it for a search root and a piece, as a reader's first search
 * would, so that search does not wait for the compile. The names exist in no index: once the
 * routes are compiled they answer 404 and build nothing. Resolves false if the server did not
 * answer within `timeoutMs`.
 */
export async function compileSearchRoutes(/** @type {string} */ origin, timeoutMs = 60_000) {
  const base = `${origin}${basePath}/search-index/`;
  const deadline = performance.now() + timeoutMs;
  const answered = async (/** @type {string} */ url) => {
    while (
      !(await fetch(url).then(
        (response) => response.arrayBuffer().then(() => true),
        () => false,
      ))
    ) {
      if (performance.now() > deadline) return false;
      await sleep(250);
    }
    return true;
  };
  // Both at once: Turbopack compiles them side by side, and the page an author opens meanwhile.
  const compiled = await Promise.all([answered(`${base}compile.json`), answered(`${base}pieces/compile.json`)]);
  return !compiled.includes(false);
}
