import { expect, test } from './fixtures';

test.describe('the preferred docs version', () => {
  test('is saved as the current version when a doc is viewed', async ({ page }) => {
    await page.goto('/my-page');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
    await page.goto('/agent/agent');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
  });

  test('is cleared when the saved version no longer exists', async ({ page }) => {
    await page.goto('/my-page');
    await page.evaluate(() => localStorage.setItem('docs-preferred-version-default', '0.9'));
    await page.reload();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBeNull();
  });

  test('is kept outside the docs while it exists', async ({ page }) => {
    await page.goto('/agent/agent');
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBe('current');
    await page.goto('/my-page');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
  });
});
