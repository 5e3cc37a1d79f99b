import { expect, test, type Page } from '@playwright/test';
import { recordConsoleProblems, unusedStylePreloads } from '../helpers/playwright/page-checks/console';
import { visit } from '../helpers/playwright/settle';
import { docsRoutes } from '../helpers/playwright/spec-routes';

/** Every console warning and error, uncaught exception and React hydration report while `run` executes. */
async function problemsDuring(page: Page, run: () => Promise<void>): Promise<string[]> {
  const problems = recordConsoleProblems(page);
  await run();
  return problems;
}

const mdPath = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);

/** Every page's own console is checked by the crawl (every-page.spec.ts); these are the other ways in. */
test.describe('no console warnings, errors or hydration reports', () => {
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
      await visit(page, '/my-page');
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
