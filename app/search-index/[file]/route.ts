import { getSearchIndexFile, getSiteSearchPlan } from '@/lib/search/site-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One file per search context, named with a hash of what it is built from (see lib/search/site-index.ts). */
export function generateStaticParams() {
  return getSiteSearchPlan().indexes.map((index) => ({ file: index.served }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const json = await getSearchIndexFile((await params).file);
  if (json === undefined) return new Response('Not found', { status: 404 });
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
