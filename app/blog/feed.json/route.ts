import { feedResponse } from '@/lib/blog/feed-response';

export const dynamic = 'force-static';

/** The blog's JSON feed, written to out/blog/feed.json by the export. */
export function GET() {
  return feedResponse('json');
}
