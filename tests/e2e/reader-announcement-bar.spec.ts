import { expect, test, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

const bar = (page: Page) => page.getByRole('region', { name: 'Announcement' });

/**
 * Sum of layout-shift scores from the start of the page load until now. A buffered observer holds
 * every earlier entry as soon as it observes, so `takeRecords` reads them all at once.
 */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(() => {
    const observer = new PerformanceObserver(() => undefined);
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as Array<PerformanceEntry & { value: number }>;
    observer.disconnect();
    return entries.reduce((total, entry) => total + entry.value, 0);
  });
}

test.describe('the announcement bar', () => {
  test('points readers to the NBA worked example', async ({ page }) => {
    await visit(page, '/agent/agent');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page)).toContainText('NBA');
    await bar(page).getByRole('link', { name: 'Follow the NBA example' }).click();
    await expect(page).toHaveURL(/\/category\/working-with-nba-dataset$/);
  });

  test('stays dismissed across pages and reloads, without a flash or a shift', async ({ page }) => {
    await visit(page, '/agent/agent');
    await bar(page).getByRole('button', { name: 'Close announcement' }).click();
    await expect(bar(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('announcement-bar-dismissed'))).toBe('nba-worked-example-1');

    await page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Introduction' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bar(page)).toBeHidden();

    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const el = document.querySelector('.announcement-bar');
        (window as unknown as { __barDisplayAtParse: string }).__barDisplayAtParse = el
          ? getComputedStyle(el).display
          : 'missing';
      });
    });
    await visit(page, '/metadata/overview');
    expect(await page.evaluate(() => (window as unknown as { __barDisplayAtParse: string }).__barDisplayAtParse)).toBe(
      'none',
    );
    await expect(bar(page)).toBeHidden();
    expect(await layoutShift(page)).toBe(0);
  });

  test('shows again once the configured id changes', async ({ page }) => {
    await visit(page, '/agent/agent');
    await page.evaluate(() => localStorage.setItem('announcement-bar-dismissed', 'an-older-announcement'));
    await page.reload();
    await expect(bar(page)).toBeVisible();
  });
});
