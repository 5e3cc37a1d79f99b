import fs from 'node:fs';
import path from 'node:path';
import { contentRoot } from '@/lib/content/files';
import { listContentAssets } from '@/lib/content/assets';
import { cachedStaticParams } from '@/lib/content/static-params';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** Images and example files that live beside the content are published as static files. */
export function generateStaticParams() {
  return cachedStaticParams('assets', () => listContentAssets().map((rel) => ({ path: rel.split('/') })));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const rel = (await params).path.join('/');
  return new Response(fs.readFileSync(path.join(contentRoot, rel)));
}
