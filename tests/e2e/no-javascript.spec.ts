import { expect, test } from './fixtures';
import { blogRoutes, categoryRoutes, docsRoutes } from './spec-routes';

test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

test.describe('with JavaScript turned off', () => {
  for (const path of [...docsRoutes, ...categoryRoutes]) {
    test(`${path} shows its content, the sidebar with the current page, the TOC and the page links`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('main p').first()).toBeVisible();
      const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
      await expect(sidebar).toBeVisible();
      if (!path.startsWith('/category/')) await expect(sidebar.locator('a[aria-current="page"]')).toBeVisible();
      for (const category of categoryRoutes) await expect(sidebar.locator(`a[href="${category}"]`)).toBeVisible();
      const headings = await page.locator('.markdown h2[id], .markdown h3[id]').count();
      if (headings > 0)
        await expect(page.getByRole('complementary', { name: 'Table of contents' }).locator('a')).toHaveCount(headings);
      await expect(page.getByRole('navigation', { name: 'Docs pages' }).locator('a').first()).toBeVisible();
    });
  }

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

  for (const path of blogRoutes) {
    test(`${path} shows its content and the blog sidebar`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('.blog-sidebar a').first()).toBeVisible();
    });
  }

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
