import { expect, test, type Page } from '@playwright/test';
import { wheelScroll } from './settle';
import { categoryRoutes, docsRoutes, standaloneRoutes } from './spec-routes';

/** Every console error, uncaught exception and React hydration report while `run` executes. */
async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat/i.test(text)) problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await run();
  return problems;
}

test.describe('no console errors or hydration warnings', () => {
  for (const path of [...docsRoutes, ...categoryRoutes, ...standaloneRoutes]) {
    test(`on ${path}, light and dark, desktop and mobile`, async ({ page }) => {
      const problems = await problemsDuring(page, async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await wheelScroll(page, 100000);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await page.setViewportSize({ width: 375, height: 740 });
        await page.reload();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      });
      expect(problems).toEqual([]);
    });
  }

  test('while navigating between pages on the client', async ({ page }) => {
    const problems = await problemsDuring(page, async () => {
      await page.goto('/my-page');
      for (const path of ['/agent/agent', '/metadata/overview', '/category/metadata', '/markdown-page']) {
        await page.evaluate((href) => (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(href), path);
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await page.waitForLoadState('networkidle');
      }
      await page.goBack();
      await page.goBack();
      await page.waitForLoadState('networkidle');
    });
    expect(problems).toEqual([]);
  });
});
