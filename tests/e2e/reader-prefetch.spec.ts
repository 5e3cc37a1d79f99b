import { expect, test } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';
import { emulateConnection } from '../../scripts/lib/emulate-connection.mjs';
import { count, prefetchQueueDrained, recordPrefetches, touchPage } from '../helpers/playwright/prefetch-controls';

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('link prefetching', () => {
  test('prefetches a route once when its link comes into view', async ({ page }) => {
    const routes = recordPrefetches(page);
    await visit(page, '/agent/create-agent');
    // Polled: the page may have been idle on the network before its links' prefetches went out.
    await expect.poll(() => count(routes, '/agent/agent')).toBe(1);
    expect(count(routes, '/metadata/overview')).toBe(0);

    const caret = page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('button', { name: /sidebar category 'Metadata'/ });
    await caret.click();
    await expect.poll(() => count(routes, '/metadata/overview')).toBe(1);
    await caret.click();
    await caret.click();
    await page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Metadata overview' })
      .hover();
    await prefetchQueueDrained(page, routes);
    expect(count(routes, '/metadata/overview')).toBe(1);
    for (const route of new Set(routes)) expect(count(routes, route), route).toBe(1);
  });

  test('never prefetches the page shown, though its sidebar link is in view and hovered', async ({ page }) => {
    const routes = recordPrefetches(page);
    await visit(page, '/agent/create-agent');
    await page.waitForLoadState('networkidle');
    const self = page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('link', { name: 'Create an agent', exact: true });
    await expect(self).toHaveAttribute('aria-current', 'page');
    await expect(self).toBeInViewport();
    await self.hover();
    await prefetchQueueDrained(page, routes);
    expect(count(routes, '/agent/agent')).toBe(1);
    expect(count(routes, '/agent/create-agent')).toBe(0);
  });

  test('prefetches category index pages on hover only, not when their links come into view', async ({ page }) => {
    const routes = recordPrefetches(page);
    await visit(page, '/agent/create-agent');
    await page.waitForLoadState('networkidle');
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const category = sidebar.getByRole('link', { name: 'Metadata', exact: true });
    await expect(category).toBeInViewport();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Agents' }),
    ).toBeInViewport();
    await prefetchQueueDrained(page, routes);
    // Sidebar, breadcrumbs and the announcement bar (it links the NBA example's index) all show such links.
    await expect(
      page.getByRole('region', { name: 'Announcement' }).getByRole('link', { name: 'Follow the NBA example' }),
    ).toBeInViewport();
    expect(routes.filter((route) => route.startsWith('/category/'))).toEqual([]);
    await category.hover();
    await expect.poll(() => count(routes, '/category/metadata')).toBe(1);
  });

  test('prefetches on hover and on touch, once each route', async ({ browser }) => {
    const { context, page, routes } = await touchPage(browser, '/agent/create-agent');
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
      await visit(page, '/agent/create-agent');
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
