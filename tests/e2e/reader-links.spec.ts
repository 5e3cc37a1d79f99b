import { expect, test, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';
import { count, prefetchQueueDrained, recordPrefetches, touchPage } from '../helpers/playwright/prefetch-controls';

const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name });

/** Marks the loaded document, so a later check tells a router navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('site links', () => {
  test('carry the page path and change pages without loading a new document', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await expect(sidebarLink(page, 'Agents overview')).toHaveAttribute('href', '/agent/agent');
    await markDocument(page);
    await sidebarLink(page, 'Agents overview').click();
    await expect(page).toHaveURL(/\/agent\/agent$/);
    await expect(page.locator('h1')).toHaveText('Agents overview');
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page).toHaveURL(/\/agent\/create-agent$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('a click with Ctrl or Cmd opens the page in a new tab and leaves this one where it was', async ({
    page,
    context,
  }) => {
    await visit(page, '/agent/create-agent');
    await markDocument(page);
    const opened = context.waitForEvent('page');
    await sidebarLink(page, 'Agents overview').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/agent\/agent$/);
    await expect(page).toHaveURL(/\/agent\/create-agent$/);
    expect(await sameDocument(page)).toBe(true);
  });
});

/** A route no link on these pages leads to, to prove the prefetch queue empty (prefetchQueueDrained). */
const UNLINKED = '/blog/tags/ai';

/**
 * The long link lists a build writes as one HTML string (a category page's cards, /my-page's
 * entries: components/layout/site-link-list.tsx) behave as every other site link does.
 */
test.describe('a list of links written as HTML', () => {
  test("/my-page's entries prefetch once in view, a category's entry on hover only", async ({ page }) => {
    const routes = recordPrefetches(page);
    await visit(page, '/my-page');
    const list = page.locator('main ul.all-pages-list').first();
    await expect(list.locator('a[href="/quick-start"]')).toBeInViewport();
    await expect.poll(() => count(routes, '/quick-start')).toBe(1);

    const category = list.locator('a[href="/category/agents"]');
    await expect(category).toBeInViewport();
    await prefetchQueueDrained(page, routes, UNLINKED);
    expect(count(routes, '/category/agents')).toBe(0);
    await category.hover();
    await expect.poll(() => count(routes, '/category/agents')).toBe(1);

    const last = list.locator('a').last();
    const lastRoute = (await last.getAttribute('href'))!;
    await expect(last).not.toBeInViewport();
    expect(count(routes, lastRoute)).toBe(0);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => count(routes, lastRoute)).toBe(1);
    await last.hover();
    await prefetchQueueDrained(page, routes, '/blog/tags/data');
    expect(count(routes, lastRoute)).toBe(1);
  });

  test("/my-page's entry opens its page within the document, and Back returns to the list", async ({ page }) => {
    await visit(page, '/my-page');
    await markDocument(page);
    await page.locator('main ul.all-pages-list a[href="/agent/create-agent"]').click();
    await expect(page.locator('h1')).toHaveText('Create an agent');
    expect(await sameDocument(page)).toBe(true);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText('All pages');
    expect(await sameDocument(page)).toBe(true);
  });

  test("a category page's card opens its page within the document; a click with Ctrl is the browser's", async ({
    page,
    context,
  }) => {
    await visit(page, '/category/agents');
    await markDocument(page);
    const card = page.locator('.card-list a.doc-card', { hasText: 'Create an agent' });
    await expect(card).toHaveAttribute('href', '/agent/create-agent');

    const opened = context.waitForEvent('page');
    await card.click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/agent/create-agent');
    await tab.close();
    await expect(page).toHaveURL(/\/category\/agents$/);

    await card.click();
    await expect(page.locator('h1')).toHaveText('Create an agent');
    expect(await sameDocument(page)).toBe(true);
  });

  test("a category page's card prefetches on touch, once", async ({ browser }) => {
    const { context, page, routes } = await touchPage(browser, '/category/agents');
    expect(count(routes, '/agent/data-source')).toBe(0);
    const card = page.locator('.card-list a.doc-card[href="/agent/data-source"]');
    // On the card's text, as a finger lands: the list takes the event for the link it is in.
    await card.locator('.doc-card-title').dispatchEvent('touchstart');
    await expect.poll(() => count(routes, '/agent/data-source')).toBe(1);
    await card.locator('.doc-card-description').dispatchEvent('touchstart');
    await card.hover();
    await prefetchQueueDrained(page, routes, UNLINKED);
    expect(count(routes, '/agent/data-source')).toBe(1);
    await context.close();
  });
});
