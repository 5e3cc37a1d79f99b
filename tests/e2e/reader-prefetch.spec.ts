import { expect, test, type Page } from './fixtures';
import { emulateConnection } from '../../scripts/lib/emulate-connection.mjs';
import { linksNeverInView } from './prefetch-controls';

/** Route paths whose payload was prefetched, one entry per request (Next fetches a route tree per prefetch). */
function recordPrefetches(page: Page): string[] {
  const routes: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('/__next._tree.txt')) routes.push(pathname.slice(0, -'/__next._tree.txt'.length) || '/');
  });
  return routes;
}

const count = (routes: string[], route: string) => routes.filter((r) => r === route).length;

/**
 * Asks Next.js itself to prefetch `route` (a page no link on the test pages leads to) and waits
 * for its request. Prefetches are queued in order, so one that an earlier hover or touch had
 * asked for would have gone out before it: after this, "nothing more was fetched" is proven.
 */
async function prefetchQueueDrained(page: Page, routes: string[], route = '/markdown-page') {
  expect(count(routes, route)).toBe(0);
  await page.evaluate((href) => (window as unknown as { next: { router: { prefetch: (h: string) => void } } }).next.router.prefetch(href), route);
  await expect.poll(() => count(routes, route)).toBe(1);
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('link prefetching', () => {
  test('prefetches a route once when its link comes into view', async ({ page }) => {
    const routes = recordPrefetches(page);
    await page.goto('/agent/create-agent');
    // Polled: the page may have been idle on the network before its links' prefetches went out.
    await expect.poll(() => count(routes, '/agent/agent')).toBe(1);
    expect(count(routes, '/metadata/overview')).toBe(0);

    const caret = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('button', { name: /sidebar category 'Metadata'/ });
    await caret.click();
    await expect.poll(() => count(routes, '/metadata/overview')).toBe(1);
    await caret.click();
    await caret.click();
    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Metadata overview' }).hover();
    await prefetchQueueDrained(page, routes);
    expect(count(routes, '/metadata/overview')).toBe(1);
    for (const route of new Set(routes)) expect(count(routes, route), route).toBe(1);
  });

  test('never prefetches the page shown, though its sidebar link is in view and hovered', async ({ page }) => {
    const routes = recordPrefetches(page);
    await page.goto('/agent/create-agent');
    await page.waitForLoadState('networkidle');
    const self = page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Create an agent', exact: true });
    await expect(self).toHaveAttribute('aria-current', 'page');
    await expect(self).toBeInViewport();
    await self.hover();
    await prefetchQueueDrained(page, routes);
    expect(count(routes, '/agent/agent')).toBe(1);
    expect(count(routes, '/agent/create-agent')).toBe(0);
  });

  test('prefetches category index pages on hover only, not when their links come into view', async ({ page }) => {
    const routes = recordPrefetches(page);
    await page.goto('/agent/create-agent');
    await page.waitForLoadState('networkidle');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const category = sidebar.getByRole('link', { name: 'Metadata', exact: true });
    await expect(category).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Agents' })).toBeInViewport();
    await prefetchQueueDrained(page, routes);
    // Sidebar, breadcrumbs and the announcement bar (it links the NBA example's index) all show such links.
    await expect(page.getByRole('region', { name: 'Announcement' }).getByRole('link', { name: 'Follow the NBA example' })).toBeInViewport();
    expect(routes.filter((route) => route.startsWith('/category/'))).toEqual([]);
    await category.hover();
    await expect.poll(() => count(routes, '/category/metadata')).toBe(1);
  });

  test('prefetches on hover and on touch, once each route', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await linksNeverInView(page);
    const routes = recordPrefetches(page);
    await page.goto('/agent/create-agent');
    await page.waitForLoadState('networkidle');
    expect(routes).toEqual([]);

    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('link', { name: 'Agents overview' }).hover();
    await expect.poll(() => count(routes, '/agent/agent')).toBe(1);
    await page.mouse.move(1200, 700);
    await sidebar.getByRole('link', { name: 'Agents overview' }).hover();

    await sidebar.getByRole('link', { name: 'Connect a data source' }).dispatchEvent('touchstart');
    await expect.poll(() => count(routes, '/agent/data-source')).toBe(1);
    await sidebar.getByRole('link', { name: 'Connect a data source' }).dispatchEvent('touchstart');
    await prefetchQueueDrained(page, routes);
    expect(count(routes, '/agent/agent')).toBe(1);
    expect(count(routes, '/agent/data-source')).toBe(1);
    await context.close();
  });

  for (const [name, connection] of [
    ['on a 2G connection', { effectiveType: '2g', saveData: false }],
    ['with data-saver on', { effectiveType: '4g', saveData: true }],
  ] as const) {
    test(`never prefetches ${name}, and links still work`, async ({ page }) => {
      await emulateConnection(page, connection);
      const routes = recordPrefetches(page);
      await page.goto('/agent/create-agent');
      await page.waitForLoadState('networkidle');
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await sidebar.getByRole('button', { name: /sidebar category 'Metadata'/ }).click();
      await sidebar.getByRole('link', { name: 'Agents overview' }).hover();
      await sidebar.getByRole('link', { name: 'Metadata overview' }).hover();
      await prefetchQueueDrained(page, routes);
      expect(routes).toEqual(['/markdown-page']);

      await sidebar.getByRole('link', { name: 'Agents overview' }).click();
      await expect(page.locator('h1')).toHaveText('Agents overview');
    });
  }
});
