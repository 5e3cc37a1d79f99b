import { expect, test, type Page } from './fixtures';

const sidebarLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'Docs sidebar' }).getByRole('link', { name });

/** Marks the loaded document, so a later check tells a router navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('site links', () => {
  test('carry the page path and change pages without loading a new document', async ({ page }) => {
    await page.goto('/agent/create-agent');
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

  test('a click with Ctrl or Cmd opens the page in a new tab and leaves this one where it was', async ({ page, context }) => {
    await page.goto('/agent/create-agent');
    await markDocument(page);
    const opened = context.waitForEvent('page');
    await sidebarLink(page, 'Agents overview').click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await expect(tab).toHaveURL(/\/agent\/agent$/);
    await expect(page).toHaveURL(/\/agent\/create-agent$/);
    expect(await sameDocument(page)).toBe(true);
  });
});
