import { expect, test } from '@playwright/test';
import { categoryRoutes, docsRoutes } from '../helpers/playwright/spec-routes';

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

test.describe('with JavaScript turned off', () => {
  test('the Next links walk every doc in sidebar order, from the home page to the last page', async ({ page }) => {
    await page.goto('/');
    const seen = [new URL(page.url()).pathname];
    for (;;) {
      const next = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      await next.click();
      await expect(page.locator('h1')).toBeVisible();
      seen.push(new URL(page.url()).pathname);
      expect(seen.length).toBeLessThanOrEqual(docsRoutes.length + categoryRoutes.length);
    }
    for (const doc of docsRoutes) expect(seen).toContain(doc);
  });

  test('a search from the navbar lands on /search, which says search needs JavaScript', async ({ page }) => {
    await page.goto('/agent/agent');
    const box = page.getByRole('combobox', { name: 'Search' });
    await box.fill('grain');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=grain$/);
    await expect(page.getByText('Search needs JavaScript, which is turned off in this browser.')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'documentation' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('with JavaScript on', () => {
  test.use({ javaScriptEnabled: true });

  test('/search never shows the no-JavaScript message', async ({ page }) => {
    await page.goto('/search?q=grain');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results for "grain"' })).toBeVisible();
    await expect(page.getByText('Search needs JavaScript')).toBeHidden();
  });
});
