import { getLlmsFull } from '@/lib/llms';

export const dynamic = 'force-static';

/** Every doc as Markdown in one file, in the sidebar's reading order, for language models; under `next dev` only (a build writes the file: lib/build/markdown-files.ts). */
export function GET() {
  return new Response(getLlmsFull(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}
