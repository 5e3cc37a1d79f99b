import { getSiteSearch } from '@/lib/search/site-index';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One file per search context, named with a hash of its contents (see lib/search/site-index.ts). */
export async function generateStaticParams() {
  const { indexes } = await getSiteSearch();
  return indexes.map((index) => ({ file: index.name }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const { indexes } = await getSiteSearch();
  const index = indexes.find((i) => i.name === file);
  if (!index) return new Response('Not found', { status: 404 });
  return new Response(index.json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
