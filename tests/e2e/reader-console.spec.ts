import { expect, test, type Page } from './fixtures';
import { wheelScroll } from './settle';
import { blogRoutes, categoryRoutes, docsRoutes, standaloneRoutes } from './spec-routes';

/** Every console warning and error, uncaught exception and React hydration report while `run` executes. */
async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  await run();
  return problems;
}

/**
 * Chromium warns about a preloaded stylesheet that is not applied only seconds after load; the
 * state behind that warning is checked at once instead: every stylesheet preloaded so far
 * (by the HTML, or by Next for a prefetched route) is one the page applies.
 */
function unusedStylePreloads(page: Page) {
  return page.evaluate(() => {
    const applied = new Set([...document.styleSheets].map((sheet) => sheet.href));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
      .map((link) => link.href)
      .filter((href) => !applied.has(href));
  });
}

const mdPath = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);

test.describe('no console warnings, errors or hydration reports', () => {
  for (const path of [...docsRoutes, ...categoryRoutes, ...standaloneRoutes, ...blogRoutes, '/search?q=schema']) {
    test(`on ${path}, light and dark, desktop and mobile`, async ({ page }) => {
      const problems = await problemsDuring(page, async () => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await wheelScroll(page, 100000);
        await page.waitForLoadState('networkidle');
        expect(await unusedStylePreloads(page)).toEqual([]);
        await page.evaluate(() => localStorage.setItem('theme', 'dark'));
        await page.setViewportSize({ width: 375, height: 740 });
        await page.reload();
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        expect(await unusedStylePreloads(page)).toEqual([]);
      });
      expect(problems).toEqual([]);
    });
  }

  test('on every Markdown copy (the browser also asks for /favicon.ico there)', async ({ page }) => {
    const problems = await problemsDuring(page, async () => {
      for (const route of docsRoutes) {
        const response = await page.goto(mdPath(route));
        expect(response?.status(), mdPath(route)).toBe(200);
        await page.waitForLoadState('networkidle');
      }
    });
    expect(problems).toEqual([]);
  });

  test('/favicon.ico answers with an icon', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect([...(await response.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  test('while navigating between pages on the client', async ({ page }) => {
    const problems = await problemsDuring(page, async () => {
      await page.goto('/my-page');
      for (const path of [
        '/agent/agent',
        '/metadata/overview',
        '/category/metadata',
        '/markdown-page',
        '/blog',
        '/search',
      ]) {
        await page.evaluate(
          (href) => (window as unknown as { next: { router: { push: (h: string) => void } } }).next.router.push(href),
          path,
        );
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await page.waitForLoadState('networkidle');
      }
      await page.goBack();
      await page.goBack();
      await page.waitForLoadState('networkidle');
      expect(await unusedStylePreloads(page)).toEqual([]);
    });
    expect(problems).toEqual([]);
  });
});
