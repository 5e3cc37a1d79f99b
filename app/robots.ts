import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/routes';

export const dynamic = 'force-static';

/**
 * Everything may be crawled: the search page keeps itself out of indexes with its own `noindex`
 * (lib/metadata.ts), which a crawler only sees if robots.txt lets it fetch the page.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/' }],
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
