/**
 * Link prefetching rules: a route is prefetched on hover, touch or when its link
 * scrolls into view, at most once per page load, and never on a 2G connection or with data-saver.
 */

/** The parts of the Network Information API the rule reads (not in every browser). */
export interface ConnectionInfo {
  effectiveType?: string;
  saveData?: boolean;
}

export function prefetchAllowed(connection: ConnectionInfo | undefined | null): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(connection.effectiveType ?? '').includes('2g');
}

/** Wraps a prefetch function so each href is passed on once, and only when the connection allows. */
export function createPrefetchOnce(
  prefetch: (href: string) => void,
  connection: () => ConnectionInfo | undefined | null,
): (href: string) => boolean {
  const done = new Set<string>();
  return (href) => {
    if (done.has(href) || !prefetchAllowed(connection())) return false;
    done.add(href);
    prefetch(href);
    return true;
  };
}

/**
 * Whether a link's address (as its <a> carries it) leads to the page the reader is on. The router
 * holds that page from its load, so a prefetch of it would download it again: about 10 KB gzip
 * on a docs page, whose sidebar always shows the link to itself.
 */
export function leadsToPageAt(linkAddress: string, pageUrl: string): boolean {
  return new URL(linkAddress, pageUrl).pathname === new URL(pageUrl).pathname;
}
