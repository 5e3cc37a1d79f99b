import { buildBundle, EXAMPLE_BUNDLES } from '@/lib/examples/bundles';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** One zip per example folder (lib/examples/bundles.ts), written into the export at build time. */
export function generateStaticParams() {
  return EXAMPLE_BUNDLES.map((bundle) => ({ file: bundle.file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const bundle = EXAMPLE_BUNDLES.find((b) => b.file === file);
  if (!bundle) return new Response('Not found', { status: 404 });
  return new Response(Buffer.from(buildBundle(bundle)), { headers: { 'Content-Type': 'application/zip' } });
}
