import fs from 'node:fs';
import { getDocIdsBySource, getRoutesBySource } from '../content/link-targets';
import { lookUp, type LinkLookup } from '../mdx/remark-doc-links';

/**
 * What a compiled page depends on in other pages: every question its links asked of the link
 * tables (a file's route, a doc id's path, whether a URL is a doc's) and the answer. Kept beside
 * the page in the compile cache, and asked again before the page is taken from it: a page added,
 * moved or renamed compiles again only the pages whose links it answers differently, not the
 * whole site.
 */
export function lookupsHold(lookups: LinkLookup[]): boolean {
  if (lookups.length === 0) return true;
  const routes = getRoutesBySource();
  const ids = getDocIdsBySource();
  return lookups.every(([table, key, found]) => lookUp(table, key, routes, ids) === found);
}

/** The questions of one compile, each once, in the order first asked. */
export function lookupRecorder(): { record: (lookup: LinkLookup) => void; lookups: () => LinkLookup[] } {
  const seen = new Map<string, LinkLookup>();
  return {
    record: (lookup) => {
      const name = `${lookup[0]}\0${lookup[1]}`;
      if (!seen.has(name)) seen.set(name, lookup);
    },
    lookups: () => [...seen.values()],
  };
}

/** The lookups kept with a compiled page, or undefined when the file is missing or unreadable. */
export function readLookups(file: string): LinkLookup[] | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LinkLookup[];
  } catch {
    return undefined;
  }
}
