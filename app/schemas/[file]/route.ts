import { JSON_SCHEMA_FILES, jsonSchemaKindOf, metadataJsonSchema } from '@/lib/examples/json-schemas';

export const dynamic = 'force-static';
export const dynamicParams = false;

/** The JSON Schemas editors use to check metadata files as people type (docs: YAML key reference). */
export function generateStaticParams() {
  return Object.values(JSON_SCHEMA_FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const kind = jsonSchemaKindOf((await params).file);
  if (!kind) return new Response('Not found', { status: 404 });
  return new Response(`${JSON.stringify(metadataJsonSchema(kind), null, 2)}\n`, {
    headers: { 'Content-Type': 'application/schema+json' },
  });
}
