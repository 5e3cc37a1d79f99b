import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { cutRoutePayload } from '../helpers/playwright/broken-responses';
import { pageSettled, wheelScroll, visit } from '../helpers/playwright/settle';

/** WCAG 2 A and AA checks on the parts this feature adds, in both colour modes. */
async function axe(page: Page, include: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include(include)
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const mode of ['light', 'dark'] as const) {
  test.describe(`${mode} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
    });

    test('navbar, announcement bar, dropdown and back-to-top pass axe', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await visit(page, '/metadata/schema-layer');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await axe(page, '.announcement-bar')).toEqual([]);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' }).click();
      expect(await axe(page, 'header.navbar')).toEqual([]);
      await wheelScroll(page, 1500);
      await wheelScroll(page, -200);
      await expect(page.getByRole('button', { name: 'Scroll back to top' })).toBeVisible();
      expect(await axe(page, '.back-to-top')).toEqual([]);
    });

    test('the open mobile menu passes axe', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await visit(page, '/agent/create-agent');
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
      expect(await axe(page, '#mobile-menu')).toEqual([]);
    });

    test('the crash page passes axe', async ({ page }) => {
      await cutRoutePayload(page, '/agent/agent');
      await visit(page, '/my-page');
      // The link's prefetches answered first, as in reader-page-loading's crash test.
      await pageSettled(page);
      await page.locator('main a[href="/agent/agent"]').first().click();
      await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
      expect(await axe(page, 'main')).toEqual([]);
    });
  });
}
