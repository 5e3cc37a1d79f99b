import { feedResponse } from '@/lib/blog/feed-response';

export const dynamic = 'force-static';

/** The blog's RSS feed, written to out/blog/rss.xml by the export. */
export function GET() {
  return feedResponse('rss');
}
