import { serialiseJsonLd, type JsonLd as JsonLdData } from '@/lib/structured-data';

/** Structured data for search engines; rendered on the server, no client code. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serialiseJsonLd(data) }} />;
}
