import { expect, test, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', { name: /Switch between dark and light mode/ });

test.describe('colour mode', () => {
  test.use({ colorScheme: 'dark' });

  test('starts light even when the system prefers dark, and stores nothing', async ({ page }) => {
    await visit(page, '/agent/agent');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(toggle(page)).toHaveAccessibleName(/currently light mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
  });

  test('toggles light and dark from the keyboard and persists the choice under "theme"', async ({ page }) => {
    await visit(page, '/agent/agent');
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.keyboard.press('Enter');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('a stored dark mode is on <html> before any content of the body is parsed: no flash of light', async ({
    page,
  }) => {
    await visit(page, '/agent/agent');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.addInitScript(() => {
      const seen: Array<string | null> = [];
      (window as unknown as { __themeWhenBodyStarts: typeof seen }).__themeWhenBodyStarts = seen;
      new MutationObserver((_, observer) => {
        // next-themes' script comes first in <body> (after Next's hidden metadata holder), so
        // the mode is read once the first visible element is there.
        if (!document.body?.querySelector(':scope > :not(script, template, [hidden])')) return;
        seen.push(document.documentElement.getAttribute('data-theme'));
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { __themeWhenBodyStarts: string[] }).__themeWhenBodyStarts),
    ).toEqual(['dark']);
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(page)).toHaveAccessibleName(/currently dark mode/);
  });

  test('follows a change made in another tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await first.goto('/agent/agent');
    await second.goto('/metadata/overview');
    await toggle(first).click();
    await expect(html(first)).toHaveAttribute('data-theme', 'dark');
    await expect(html(second)).toHaveAttribute('data-theme', 'dark');
    await expect(toggle(second)).toHaveAccessibleName(/currently dark mode/);
    await toggle(second).click();
    await expect(html(first)).toHaveAttribute('data-theme', 'light');
  });

  test('shows the logo variant for the current mode in the navbar and the footer', async ({ page }) => {
    await visit(page, '/agent/agent');
    const visibleLogos = () =>
      page
        .locator('img.navbar-logo, img.footer-logo')
        .evaluateAll((imgs) =>
          imgs
            .filter((img) => getComputedStyle(img).display !== 'none')
            .map((img) => new URL((img as HTMLImageElement).src).pathname),
        );
    expect(await visibleLogos()).toEqual(['/img/logo.svg', '/img/logo.svg']);
    await toggle(page).click();
    await expect.poll(visibleLogos).toEqual(['/img/logo-dark.svg', '/img/logo-dark.svg']);
  });

  test('the toggle shows a visible focus ring', async ({ page }) => {
    await visit(page, '/agent/agent');
    await toggle(page).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(toggle(page)).toBeFocused();
    const outline = await toggle(page).evaluate(
      (el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth,
    );
    expect(outline).toBe('solid 3px');
  });
});
