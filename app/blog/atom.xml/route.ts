import { feedResponse } from '@/lib/blog/feed-response';

export const dynamic = 'force-static';

/** The blog's Atom feed, written to out/blog/atom.xml by the export. */
export function GET() {
  return feedResponse('atom');
}
