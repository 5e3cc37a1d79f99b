import { expect, test, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

/** The search box at a small phone, a phone, a tablet, a laptop and a wide screen. */
const widths = [320, 375, 768, 1280, 1920];
const modes = ['light', 'dark'] as const;

/** Sets the colour mode in place, as next-themes does when the toggle is pressed, without a reload. */
async function setMode(page: Page, mode: (typeof modes)[number]) {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
}

test.describe('the navbar search at every width', () => {
  for (const width of widths) {
    test(`${width} px: every suggestion lies inside the viewport, in both modes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, '/metadata/overview');
      for (const mode of modes) {
        await setMode(page, mode);
        const input = page.getByRole('combobox', { name: 'Search', exact: true });
        await input.click();
        await input.fill('schema');
        await expect(page.getByRole('option').first()).toBeVisible();
        const viewport = await page.evaluate(() => ({
          right: document.documentElement.clientWidth,
          bottom: innerHeight,
        }));
        const dropdown = (await page.locator('.search-dropdown').boundingBox())!;
        expect(dropdown.x, `${mode}: dropdown's left edge`).toBeGreaterThanOrEqual(0);
        expect(dropdown.y, `${mode}: dropdown's top edge`).toBeGreaterThanOrEqual(0);
        expect(dropdown.x + dropdown.width, `${mode}: dropdown's right edge`).toBeLessThanOrEqual(viewport.right);
        expect(dropdown.y + dropdown.height, `${mode}: dropdown's bottom edge`).toBeLessThanOrEqual(viewport.bottom);
        // A suggestion further down is reached by scrolling the list: its sides are what must fit.
        for (const option of await page.getByRole('option').all()) {
          const box = (await option.boundingBox())!;
          expect(box.x, `${mode}: a suggestion's left edge`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${mode}: a suggestion's right edge`).toBeLessThanOrEqual(viewport.right);
        }
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
      }
    });
  }

  test('on a phone the open search is a full-screen panel with a Close button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, '/agent/agent');
    const input = page.getByRole('combobox', { name: 'Search', exact: true });
    await input.click();
    const panel = await page.getByRole('search').filter({ has: input }).boundingBox();
    const viewport = await page.evaluate(() => ({
      x: 0,
      y: 0,
      width: document.documentElement.clientWidth,
      height: innerHeight,
    }));
    expect(panel).toEqual(viewport);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    const closed = await page.getByRole('search').filter({ has: input }).boundingBox();
    expect(closed!.height).toBeLessThan(60);
  });
});
