import { contentChangesState, subscribeToContentChanges } from '@/lib/dev/content-changes';
import { onSearchWarmUpEnded } from '@/lib/dev/search-warm-up';

// Dev only: the `.dev.ts` extension is a page extension under `next dev` alone (next.config.mjs),
// so the static export neither builds nor ships this route.
export const dynamic = 'force-dynamic';

/** Keeps idle connections from being closed by proxies; a comment line, ignored by EventSource. */
const KEEP_ALIVE_MS = 15_000;

/**
 * Server-Sent Events: the current content generation on connect, then one `content-change` event
 * per save under content/ (lib/dev/content-watcher.ts), and `search-ready` when the search
 * warm-up has built the full indexes (lib/dev/search-warm-up.ts).
 */
export function GET(request: Request): Response {
  const encoder = new TextEncoder();
  let stop = () => {};
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      // The generation now: a listener that connects late (an error page replacing the one that
      // was listening) learns that it missed a save.
      send(`retry: 500\nevent: content-generation\ndata: ${contentChangesState()?.generation ?? 0}\n\n`);
      const unsubscribe = subscribeToContentChanges((change) => send(`event: content-change\ndata: ${JSON.stringify(change)}\n\n`));
      const unsubscribeSearch = onSearchWarmUpEnded(() => send('event: search-ready\ndata: \n\n'));
      const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
      stop = () => {
        unsubscribe();
        unsubscribeSearch();
        clearInterval(keepAlive);
      };
      request.signal.addEventListener('abort', () => {
        stop();
        controller.close();
      });
    },
    cancel: () => stop(),
  });
  return new Response(stream, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache, no-transform', Connection: 'keep-alive' } });
}
