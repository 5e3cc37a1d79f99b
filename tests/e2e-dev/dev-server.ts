import { expect, type Page } from '@playwright/test';
import { startDevServer } from '../../scripts/lib/dev-server.mjs';

export type DevServer = Awaited<ReturnType<typeof startDevServer>>;
export { startDevServer };

/**
 * Opens `path` and waits until the page listens for content changes (its EventSource answered),
 * so an edit made next cannot slip in before the page is listening. Marks the window, so a test
 * can tell a live update from a full reload.
 */
export async function openLive(page: Page, server: DevServer, path: string): Promise<void> {
  const listening = page.waitForResponse((response) => response.url().endsWith('/content-events') && response.ok());
  await page.goto(`${server.url}${path}`);
  await listening;
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
}

/** True while the page is the one `openLive` opened (no reload happened since). */
export async function expectNoReload(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
}
