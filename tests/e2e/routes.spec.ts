import { expect, test } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

test.describe('pages that do not exist', () => {
  test('an unknown path shows the not-found page with status 404 and a way back', async ({ page }) => {
    const response = await visit(page, '/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the documentation home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });
});

test.describe('path normalisation', () => {
  test('/x.html ends up on /x', async ({ page }) => {
    await visit(page, '/quick-start.html');
    await expect(page).toHaveURL(/\/quick-start$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('/x/index ends up on /x', async ({ page }) => {
    await visit(page, '/agent/agent/index');
    await expect(page).toHaveURL(/\/agent\/agent$/);
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('the page script also normalises when a server serves /x.html as is', async ({ page }) => {
    // A CDN may serve the file for /x.html without redirecting; the browser URL is still replaced.
    await page.route('**/security.html', async (route) => {
      const html = await (await page.request.get('/security')).text();
      await route.fulfill({ status: 200, contentType: 'text/html', body: html });
    });
    await visit(page, '/security.html');
    await expect(page).toHaveURL(/\/security$/);
  });
});
