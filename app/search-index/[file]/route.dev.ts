import { getSearchIndexFile, searchIndexRouteFiles } from '@/lib/search/site-index';
import { cachedStaticParams } from '@/lib/content/static-params';

export const dynamic = 'force-static';

/**
 * Under `next dev` only: each context's root (lib/search/site-index.ts), by its content-hashed
 * name. A build writes the roots and pieces after `next build` (lib/build/search-index-files.ts).
 * `dynamicParams` stays open: a save renames an index, and the dev server would turn the new
 * name away until it has run generateStaticParams again.
 */
export function generateStaticParams() {
  return cachedStaticParams('search-index', () => searchIndexRouteFiles().map((file) => ({ file })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const json = await getSearchIndexFile((await params).file);
  if (json === undefined) return new Response('Not found', { status: 404 });
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
