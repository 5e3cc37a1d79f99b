import { getSearchPiece } from '@/lib/search/site-index';

/**
 * Under `next dev` only: one search index piece. The build writes pieces as plain files
 * (lib/build/search-index-files.ts); here any name is looked up, because pieces are named by their
 * content and a save makes new names that no list of route parameters knew.
 */
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const json = await getSearchPiece((await params).file);
  if (json === undefined) return new Response('Not found', { status: 404 });
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
