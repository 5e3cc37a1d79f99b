import { getLlmsIndex } from '@/lib/llms';

export const dynamic = 'force-static';

/** The llms.txt convention: the site's pages by section, each with a one-line description. */
export function GET() {
  return new Response(getLlmsIndex(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
