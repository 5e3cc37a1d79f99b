import { expect, test } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

test.describe('a doc page', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/agent/create-agent');
  });

  test('shows breadcrumbs home > category > page', async ({ page }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Agents' })).toHaveAttribute('href', '/category/agents');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(await page.locator('h1').innerText());
  });

  test('marks the current item in the one shared sidebar and opens its category', async ({ page }) => {
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', '/agent/create-agent');
    await expect(sidebar.getByRole('button', { name: /sidebar category 'Agents'/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(sidebar.getByRole('button', { name: /sidebar category 'Metadata'/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('collapses and expands a category from the keyboard', async ({ page }) => {
    const caret = page
      .getByRole('navigation', { name: 'Docs sidebar' })
      .getByRole('button', { name: /sidebar category 'Metadata'/ });
    await caret.focus();
    await page.keyboard.press('Enter');
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name: 'Metadata overview' }),
    ).toBeVisible();
    await page.keyboard.press('Space');
    await expect(caret).toHaveAttribute('aria-expanded', 'false');
  });

  test('has a table of contents of its h2 and h3 headings that marks the heading in view', async ({ page }) => {
    const toc = page.getByRole('complementary', { name: 'Table of contents' });
    const headings = await page
      .locator('.markdown h2[id], .markdown h3[id]')
      .evaluateAll((els) => els.map((e) => `#${e.id}`));
    expect(headings.length).toBeGreaterThan(2);
    await expect(toc.locator('a')).toHaveCount(headings.length);
    const last = headings[headings.length - 1];
    await toc.locator(`a[href="${last}"]`).click();
    await expect(toc.locator(`a[href="${last}"]`)).toHaveAttribute('aria-current', 'location');
  });

  test('links to the previous and next pages in sidebar order', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Docs pages' });
    await expect(nav.locator('a[rel="prev"]')).toHaveAttribute('href', '/agent/agent');
    const next = nav.locator('a[rel="next"]');
    const nextHref = await next.getAttribute('href');
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
  });

  test('uses the page description as its meta description', async ({ page }) => {
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description && description.length).toBeGreaterThan(20);
    expect(description).not.toContain('How to build and use');
  });

  test('the skip link is the first focusable element and moves to the content', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main-content$/);
  });
});

test.describe('category index pages', () => {
  test('show a card per item with its description', async ({ page }) => {
    await visit(page, '/category/working-with-nba-dataset');
    const cards = page.locator('.doc-card');
    await expect(cards).toHaveCount(4);
    for (const card of await cards.all()) {
      expect((await card.locator('.doc-card-description').innerText()).length).toBeGreaterThan(20);
    }
  });
});

test.describe('the mobile layout', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('reaches the docs sidebar from the menu button', async ({ page }) => {
    await visit(page, '/metadata/overview');
    await expect(page.getByRole('navigation', { name: 'Docs sidebar' })).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Navigation menu' });
    await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute('href', '/metadata/overview');
    await menu.getByRole('link', { name: 'Quick Start' }).click();
    await expect(page).toHaveURL(/\/quick-start$/);
    await expect(menu).toBeHidden();
  });

  test('offers the table of contents as a collapsible box above the content', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    const box = page.locator('details.toc-mobile');
    await expect(box).toBeVisible();
    await box.locator('summary').click();
    await expect(box.locator('a').first()).toBeVisible();
  });
});
