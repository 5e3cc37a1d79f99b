import { expect, test, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Docs sidebar' });
const caret = (page: Page, label: string) =>
  sidebar(page).getByRole('button', { name: new RegExp(`sidebar category '${label}'`) });

test.describe('sidebar categories', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('collapse and expand with the keyboard, announcing the state with aria-expanded', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    const agents = caret(page, 'Agents');
    await expect(agents).toHaveAttribute('aria-expanded', 'true');
    await agents.focus();
    await page.keyboard.press('Space');
    await expect(agents).toHaveAttribute('aria-expanded', 'false');
    await expect(agents).toHaveAccessibleName("Expand sidebar category 'Agents'");
    await expect(sidebar(page).getByRole('link', { name: 'Create an agent' })).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(agents).toHaveAttribute('aria-expanded', 'true');
  });

  test('keep their state across navigation, in and out of the docs', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await caret(page, 'Metadata').click();
    await expect(caret(page, 'Metadata')).toHaveAttribute('aria-expanded', 'true');

    await sidebar(page).getByRole('link', { name: 'Agents overview' }).click();
    await expect(page).toHaveURL(/\/agent\/agent$/);
    await expect(caret(page, 'Metadata')).toHaveAttribute('aria-expanded', 'true');

    await page.getByRole('contentinfo').getByRole('link', { name: 'NBA worked example' }).click();
    await expect(page).toHaveURL(/\/category\/working-with-nba-dataset$/);
    await expect(caret(page, 'Metadata')).toHaveAttribute('aria-expanded', 'true');

    // Out of the docs layout and back, without a page load.
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push('/my-page'),
    );
    await expect(page.locator('h1')).toHaveText('All pages');
    await page.locator('main').getByRole('link', { name: 'Agents overview' }).first().click();
    await expect(page).toHaveURL(/\/agent\/agent$/);
    await expect(caret(page, 'Metadata')).toHaveAttribute('aria-expanded', 'true');
  });

  test('the mobile menu shows the same open categories as the desktop sidebar', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await caret(page, 'Metadata').click();
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.getByRole('button', { name: /sidebar category 'Metadata'/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test("ship only the open categories' pages; a closed one loads from the shared sidebar file, once", async ({
    page,
  }) => {
    const sidebarFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/sidebar\/current-[0-9a-f]{12}\.json$/.test(request.url())) sidebarFiles.push(request.url());
    });
    const response = await visit(page, '/agent/create-agent');
    const html = (await response?.text()) ?? '';
    // The page's own HTML links its category's pages, not those of closed categories.
    expect(html).toContain('href="/agent/data-source"');
    expect(html).not.toContain('href="/metadata/overview"');
    expect(sidebarFiles).toEqual([]);

    await caret(page, 'Metadata').click();
    await expect(sidebar(page).getByRole('link', { name: 'Metadata overview' })).toBeVisible();
    await caret(page, 'Working with NBA Dataset').click();
    await expect(sidebar(page).getByRole('link', { name: 'Designing an NBA star schema' })).toBeVisible();
    await sidebar(page).getByRole('link', { name: 'Designing an NBA star schema' }).click();
    await expect(page).toHaveURL(/\/nba\/schema_design$/);
    await caret(page, 'Schema Design & Data Modeling').click();
    await expect(sidebar(page).getByRole('link', { name: 'ETL guidelines' })).toBeVisible();
    expect(sidebarFiles).toHaveLength(1);
  });
});
