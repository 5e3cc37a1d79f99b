import { expect, type Page, type WebSocket } from '@playwright/test';
import { startDevServer } from '../../../scripts/lib/dev-server.mjs';
import { hydrated } from './settle';

export type DevServer = Awaited<ReturnType<typeof startDevServer>>;
export { startDevServer };

/**
 * Opens `path` and waits until the page hears Next's hot reload (its socket's first message) and
 * has hydrated, so an edit made next cannot slip in before the page is listening. A refresh that
 * reaches a page still hydrating throws "Router action dispatched before initialization" and
 * Next reloads the tab instead, which can miss the edit. Marks the window, so a test can tell a
 * live update from a full reload.
 */
export async function openLive(page: Page, server: DevServer, path: string): Promise<void> {
  const heard = hotReloadHeard(page);
  await page.goto(`${server.url}${path}`);
  await heard;
  // The router takes its dispatcher in an effect of the hydrated page.
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

/**
 * Resolves on the first message of the next hot-reload socket the page opens. The listener is on
 * from the socket's opening: the server speaks first, often before a navigation has finished.
 */
export function hotReloadHeard(page: Page): Promise<void> {
  return new Promise((resolve) => {
    const onSocket = (ws: WebSocket) => {
      if (!/\/_next\/(webpack-)?hmr/.test(ws.url())) return;
      page.off('websocket', onSocket);
      ws.once('framereceived', () => resolve());
    };
    page.on('websocket', onSocket);
  });
}

/** True while the page is the one `openLive` opened (no reload happened since). */
export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}

/**
 * Resolves once the server's search warm-up has ended. Its end rewrites a module the server
 * imports (lib/search/search-warm-up.ts), and a tab still loading then may be reloaded by Next's hot
 * reload: tests that tell a live update from a reload open pages after it.
 */
export async function untilSearchWarmedUp(server: DevServer): Promise<void> {
  const ended = /\[search\] (indexed \d+ pages|could not outline)/;
  if (!ended.test(server.log())) await server.waitForOutput(ended);
}

/**
 * What a tab did, kept so a failed test can say it: its errors (a runtime error makes Next's hot
 * reload reload the tab instead of refreshing it), its loads and its server-component requests.
 */
export function recordTab(page: Page): string[] {
  const events: string[] = [];
  const at = () => `${(performance.now() / 1000).toFixed(2)}s`;
  page.on('pageerror', (error) => events.push(`${at()} page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      events.push(`${at()} console ${message.type()}: ${message.text()}`);
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) events.push(`${at()} loaded ${frame.url()}`);
  });
  page.on('request', (request) => {
    if (request.headers()['rsc'] === '1')
      events.push(`${at()} RSC ${request.headers()['next-router-prefetch'] ? 'prefetch' : 'fetch'} ${request.url()}`);
  });
  return events;
}

/** The end of the server's log, for a failed test's report. */
export function logTail(server: DevServer, lines = 60): string {
  return server.log().split('\n').slice(-lines).join('\n');
}
