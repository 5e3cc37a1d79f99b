import { getSearchIndexFile, searchIndexRouteFiles } from '@/lib/search/site-index';
import { cachedStaticParams } from '@/lib/dev/static-params-cache';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Each context's root, and in a build its bundle of pieces, named with a hash of what they are built from (lib/search/site-index.ts). */
export function generateStaticParams() {
  return cachedStaticParams('search-index', () => searchIndexRouteFiles().map((file) => ({ file })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const json = await getSearchIndexFile((await params).file);
  if (json === undefined) return new Response('Not found', { status: 404 });
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
