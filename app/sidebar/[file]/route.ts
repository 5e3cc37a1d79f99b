import { getSidebarFile, sidebarFileText } from '@/lib/content/sidebar-file';
import { cachedStaticParams } from '@/lib/content/static-params';

export const dynamic = 'force-static';

/**
 * The docs version's whole sidebar, named by a hash of its contents (lib/content/sidebar-file.ts).
 * `dynamicParams` stays open: the export writes the one listed name either way, and under
 * `next dev` a save that renames the file must not be turned away until generateStaticParams has
 * run again. Any other name is a 404.
 */
export function generateStaticParams() {
  return cachedStaticParams('sidebar', () => [{ file: getSidebarFile().name }]);
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { name } = getSidebarFile();
  if ((await params).file !== name) return new Response('Not found', { status: 404 });
  return new Response(sidebarFileText(), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
}
