import { expect, test } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

test.describe('the preferred docs version', () => {
  test('is saved as the current version when a doc is viewed', async ({ page }) => {
    await visit(page, '/my-page');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await visit(page, '/agent/agent');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
  });

  test('is cleared when the saved version no longer exists', async ({ page }) => {
    await visit(page, '/my-page');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });

  test('is kept outside the docs while it exists', async ({ page }) => {
    await visit(page, '/agent/agent');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
    await visit(page, '/my-page');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});
