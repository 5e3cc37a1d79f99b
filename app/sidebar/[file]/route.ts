import { getSidebarFile } from '@/lib/content/sidebar-file';
import { cachedStaticParams } from '@/lib/content/static-params';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** The docs version's whole sidebar, named by a hash of its contents (lib/content/sidebar-file.ts). */
export function generateStaticParams() {
  return cachedStaticParams('sidebar', () => [{ file: getSidebarFile().name }]);
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { name, json } = getSidebarFile();
  if ((await params).file !== name) return new Response('Not found', { status: 404 });
  return new Response(json, { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
