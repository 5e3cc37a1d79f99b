import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/** No link ever counts as scrolled into view, so only hover and touch can prefetch. */
export async function linksNeverInView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

/** Route paths whose payload was prefetched, one entry per request (Next fetches a route tree per prefetch). */
export function recordPrefetches(page: Page): string[] {
  const routes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/__next._tree.txt')) routes.push(pathname.slice(0, -'/__next._tree.txt'.length) || '/');
  });
  return routes;
}

export const count = (routes: string[], route: string) => routes.filter((r) => r === route).length;

/**
 * Asks Next.js itself to prefetch `route` (a page no link on the test pages leads to) and waits
 * for its request. Prefetches are queued in order, so one that an earlier hover or touch had
 * asked for would have gone out before it: after this, "nothing more was fetched" is proven.
 */
export async function prefetchQueueDrained(page: Page, routes: string[], route = '/markdown-page') {
  expect(count(routes, route)).toBe(0);
  await page.evaluate(
    (href) => (window as unknown as { next: { router: { prefetch: (h: string) => void } } }).next.router.prefetch(href),
    route,
  );
  await expect.poll(() => count(routes, route)).toBe(1);
}

/**
 * A touch-capable page at 1280 x 800 on which only hover and touch prefetch, opened on `path`
 * once the network is idle, with the prefetches recorded from the start.
 */
export async function touchPage(
  browser: Browser,
  path: string,
): Promise<{ context: BrowserContext; page: Page; routes: string[] }> {
  const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await linksNeverInView(page);
  const routes = recordPrefetches(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return { context, page, routes };
}
