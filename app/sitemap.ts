import type { MetadataRoute } from 'next';
import { absoluteUrl, getRouteTable } from '@/lib/routes';
import { isIndexable } from '@/lib/metadata';

export const dynamic = 'force-static';

/** Every indexable page from the route table, with absolute URLs; the search page and unlisted docs are left out. */
export default function sitemap(): MetadataRoute.Sitemap {
  return getRouteTable()
    .filter((route) => isIndexable(route.kind) && !route.unlisted)
    .map((route) => ({ url: absoluteUrl(route.path) }));
}
