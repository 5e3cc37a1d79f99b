import { expect, test, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

const toggle = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Product' });

test.describe('the navbar dropdown', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('opens and closes from the keyboard, announcing the state with aria-expanded', async ({ page }) => {
    await visit(page, '/agent/agent');
    const button = toggle(page).first();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const website = page.locator('header.navbar').getByRole('link', { name: 'Website' });
    await expect(website).toBeVisible();
    await expect(website).toHaveAttribute('href', 'https://plumbline.example');
    await page.keyboard.press('Tab');
    await expect(website).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(website).toBeHidden();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes on a click elsewhere', async ({ page }) => {
    await visit(page, '/agent/agent');
    await toggle(page).first().click();
    await expect(toggle(page).first()).toHaveAttribute('aria-expanded', 'true');
    await page.locator('h1').click();
    await expect(toggle(page).first()).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the dropdown in the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('folds out from the keyboard and keeps its state across navigation', async ({ page }) => {
    await visit(page, '/my-page');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    const product = menu.getByRole('button', { name: 'Product' });
    await expect(product).toHaveAttribute('aria-expanded', 'false');
    await product.focus();
    await page.keyboard.press('Enter');
    await expect(product).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Application' })).toBeVisible();

    await menu.getByRole('link', { name: 'Docs' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await menu.getByRole('button', { name: 'Back to main menu' }).click();
    await expect(menu.getByRole('button', { name: 'Product' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
  });
});
