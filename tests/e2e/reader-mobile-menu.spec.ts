import { expect, test, type Page } from '@playwright/test';
import { afterFrames, visit } from '../helpers/playwright/settle';

const menu = (page: Page) => page.getByRole('dialog', { name: 'Navigation menu' });
const menuButton = (page: Page) => page.getByRole('button', { name: 'Open navigation menu' });
const bodyOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow);

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('slides in on the docs sidebar on a docs page, with a way back to the main menu', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    const panel = page.locator('#mobile-menu');
    expect((await panel.boundingBox())!.x + (await panel.boundingBox())!.width).toBeLessThanOrEqual(0);
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await expect.poll(async () => (await panel.boundingBox())!.x).toBe(0);
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menu(page).locator('a[aria-current="page"]')).toHaveAttribute('href', '/agent/create-agent');
    await menu(page).getByRole('button', { name: 'Back to main menu' }).click();
    await expect(menu(page).getByRole('link', { name: 'Docs' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Blog' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Back to main menu' })).toHaveCount(0);
  });

  test('opens on the navbar items outside the docs', async ({ page }) => {
    await visit(page, '/my-page');
    await menuButton(page).click();
    await expect(menu(page).getByRole('link', { name: 'Docs' })).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Back to main menu' })).toHaveCount(0);
  });

  test('locks body scrolling while open; Escape closes it and gives focus back to the menu button', async ({
    page,
  }) => {
    await visit(page, '/agent/create-agent');
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await menuButton(page).click();
    expect(await bodyOverflow(page)).toBe('hidden');
    const before = await page.evaluate(() => window.scrollY);
    type Wheeled = Window & { __wheeled?: boolean };
    await page.evaluate(() =>
      window.addEventListener('wheel', () => ((window as Wheeled).__wheeled = true), { once: true, passive: true }),
    );
    await page.mouse.move(350, 600);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => (window as Wheeled).__wheeled)).toBe(true);
    await afterFrames(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await bodyOverflow(page)).not.toBe('hidden');
  });

  test('keeps focus inside while open', async ({ page }) => {
    await visit(page, '/my-page');
    await menuButton(page).click();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')))).toBe(true);
    }
    for (let i = 0; i < 3; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#mobile-menu')))).toBe(true);
    }
  });

  test('the backdrop closes it', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await menuButton(page).click();
    await page.mouse.click(360, 400);
    await expect(menu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  });

  test("the browser's Back button closes it and stays on the page", async ({ page }) => {
    await visit(page, '/metadata/overview');
    await visit(page, '/agent/create-agent');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(menu(page)).toBeHidden();
    await expect(page).toHaveURL(/\/agent\/create-agent$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/metadata\/overview$/);
  });

  test('choosing a link closes it, and Back then returns to the page it was opened on', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(menu(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await page.goBack();
    await expect(page).toHaveURL(/\/agent\/create-agent$/);
    await expect(menu(page)).toBeHidden();
  });

  test('closes when the layout turns desktop', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await menuButton(page).click();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 1200, height: 800 });
    await expect(menu(page)).toBeHidden();
    expect(await bodyOverflow(page)).not.toBe('hidden');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeVisible();
  });
});
