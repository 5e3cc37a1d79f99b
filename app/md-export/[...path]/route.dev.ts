import { notFound } from 'next/navigation';
import { getDocsVersion } from '@/lib/content/source';
import { markdownPath } from '@/lib/doc-markdown';
import { getDocMarkdown } from '@/lib/llms';
import { pathToSlug } from '@/lib/routes';
import { cachedStaticParams } from '@/lib/content/static-params';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One Markdown copy per doc, under `next dev` only (a build writes them after `next build`: lib/build/markdown-files.ts). */
export function generateStaticParams() {
  return cachedStaticParams('md-export', () =>
    getDocsVersion().docs.map((doc) => ({ path: pathToSlug(markdownPath(doc.path)) })),
  );
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const wanted = `/${(await params).path.join('/')}`;
  const doc = getDocsVersion().docs.find((d) => markdownPath(d.path) === wanted);
  if (!doc) notFound();
  return new Response(getDocMarkdown(doc), { headers: { 'Content-Type': 'text/markdown; charset=utf-8' } });
}
