'use client';

import { createContext, useMemo, type ReactNode } from 'react';

/**
 * The site's category index pages (generated indexes), for links to know them: such a page lists
 * every item of its category, so its weight grows with the site (3,000 cards for Agents at
 * 9,501 docs pages), and a link to it prefetches on hover or touch only, not when it scrolls
 * into view (components/layout/site-link.client.tsx).
 */
export const IndexPagesContext = createContext<ReadonlySet<string>>(new Set());

export function IndexPagesProvider({ paths, children }: { paths: string[]; children: ReactNode }) {
  const set = useMemo(() => new Set(paths), [paths]);
  return <IndexPagesContext.Provider value={set}>{children}</IndexPagesContext.Provider>;
}
