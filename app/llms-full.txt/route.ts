import { getLlmsFull } from '@/lib/llms';

export const dynamic = 'force-static';

/** Every doc as Markdown in one file, in the sidebar's reading order, for language models. */
export function GET() {
  return new Response(getLlmsFull(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
