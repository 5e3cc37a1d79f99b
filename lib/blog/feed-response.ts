import { getRoutesBySource } from '../content/link-targets';
import { FEED_CONTENT_TYPES, renderFeed, type FeedFormat } from './feed';
import { getBlog } from './source';

/** The body of a feed route handler: the site's blog, rendered once at build time. */
export async function feedResponse(format: FeedFormat): Promise<Response> {
  const body = await renderFeed(getBlog(), format, { routesBySource: getRoutesBySource() });
  return new Response(body, { headers: { 'Content-Type': FEED_CONTENT_TYPES[format] } });
}
