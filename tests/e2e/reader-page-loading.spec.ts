import { expect, test, type Page } from '@playwright/test';
import { appearances, delayRoute, lastClick, recordAppearances } from '../helpers/playwright/appearance-recorder';
import { cutDocumentData, cutRoutePayload } from '../helpers/playwright/broken-responses';
import { linksNeverInView } from '../helpers/playwright/prefetch-controls';
import { afterFrames, pageSettled, visit } from '../helpers/playwright/settle';

test.use({ viewport: { width: 1280, height: 800 } });

const LOADER = '.route-loader';
const BAR = '#nprogress';

/** From /my-page (no docs client code), to a doc page through the page's own link, not prefetched beforehand. */
async function fromAllPagesTo(page: Page, path: string) {
  await linksNeverInView(page);
  await visit(page, '/my-page');
  await page.waitForLoadState('networkidle');
  await page.locator(`main a[href="${path}"]`).first().click();
}

test.describe('a slow page load', () => {
  test('shows the progress bar and a centred loader after 200 ms, and removes both once the page is there', async ({
    page,
  }) => {
    await recordAppearances(page, [LOADER, BAR]);
    await delayRoute(page, '/agent/agent', 1500);
    await fromAllPagesTo(page, '/agent/agent');

    const loader = page.getByRole('status').filter({ hasText: 'Loading page' });
    await expect(loader).toBeAttached();
    await expect(page.locator(`${BAR} .bar`)).toBeVisible();
    const clicked = await lastClick(page);
    const [loaderAt] = await appearances(page, LOADER);
    const [barAt] = await appearances(page, BAR);
    expect(loaderAt - clicked).toBeGreaterThanOrEqual(200);
    expect(barAt - clicked).toBeGreaterThanOrEqual(200);

    const box = (await page.locator('.route-loader-spinner').boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(2);
    expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThan(2);
    const barColour = await page.locator(`${BAR} .bar`).evaluate((el) => getComputedStyle(el).backgroundColor);
    const primary = await page.evaluate(() => {
      const probe = document.createElement('div');
      probe.style.color = 'var(--c-primary)';
      document.body.append(probe);
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    });
    expect(barColour).toBe(primary);

    await expect(page).toHaveURL(/\/agent\/agent$/);
    await expect(page.locator('h1')).toHaveText('Agents overview');
    await expect(loader).toHaveCount(0);
    await expect(page.locator(BAR)).toHaveCount(0);
  });

  test('no spinner is drawn by the progress bar', async ({ page }) => {
    await delayRoute(page, '/agent/agent', 1200);
    await fromAllPagesTo(page, '/agent/agent');
    await expect(page.locator(`${BAR} .bar`)).toBeVisible();
    await expect(page.locator(`${BAR} .spinner`)).toHaveCount(0);
  });
});

/**
 * Moves the paused page clock past the 200 ms after which the loader and the bar appear, then
 * lets the page render: a page change still counted as under way would show both now.
 */
async function passBothDelays(page: Page) {
  await page.clock.runFor(1000);
  await page.clock.resume();
  await afterFrames(page);
}

test.describe('a fast page load', () => {
  test('never flashes the loader or the progress bar', async ({ page }) => {
    await recordAppearances(page, [LOADER, BAR]);
    const prefetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/agent/agent/__next._tree.txt',
    );
    await visit(page, '/my-page');
    const link = page.locator('main a[href="/agent/agent"]').first();
    await link.hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    // Time stands still from the click, so however slow the machine, the page change takes 0 ms.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await link.click();
    await expect(page.locator('h1')).toHaveText('Agents overview');
    await passBothDelays(page);
    expect(await appearances(page, LOADER)).toEqual([]);
    expect(await appearances(page, BAR)).toEqual([]);
  });

  test('a hash or query change on the same page starts nothing', async ({ page }) => {
    await recordAppearances(page, [LOADER, BAR]);
    await visit(page, '/metadata/schema-layer');
    await delayRoute(page, '/metadata/schema-layer', 1500);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.getByRole('complementary', { name: 'Table of contents' }).locator('a').nth(2).click();
    await page.evaluate(() =>
      (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(
        '/metadata/schema-layer?from=test',
      ),
    );
    await expect(page).toHaveURL(/\?from=test$/);
    await passBothDelays(page);
    expect(await appearances(page, LOADER)).toEqual([]);
    expect(await appearances(page, BAR)).toEqual([]);
  });
});

test.describe('a route that fails to load', () => {
  test('falls back to a whole-page load and logs a warning', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(
      (url) => url.pathname.endsWith('.txt') && url.pathname.startsWith('/agent/agent'),
      (route) => route.fulfill({ status: 500, body: 'unavailable' }),
    );
    await visit(page, '/my-page');
    // visit has waited for hydration (a click before it is the browser's own page load); this also
    // lets the link's prefetches be answered first, so the click meets the failure, not a prefetch in flight.
    await pageSettled(page);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await page.locator('main a[href="/agent/agent"]').first().click();
    await expect(page).toHaveURL(/\/agent\/agent$/);
    await expect(page.locator('h1')).toHaveText('Agents overview');
    expect(
      await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument),
    ).toBeUndefined();
    await expect
      .poll(() => warnings.join('\n'))
      .toContain('/agent/agent could not be loaded within the page, so the whole page was loaded instead');
  });

  test("shows a red error box with the error when the page's code fails to load; Retry loads it", async ({
    page,
    request,
  }) => {
    const scripts = async (path: string) =>
      [...(await (await request.get(path)).text()).matchAll(/src="(\/_next\/static\/chunks\/[^"]+\.js)"/g)].map(
        (m) => m[1],
      );
    const onAllPages = new Set(await scripts('/my-page'));
    const docsOnly = (await scripts('/agent/agent')).filter((src) => !onAllPages.has(src));
    expect(docsOnly.length).toBeGreaterThan(0);
    for (const src of docsOnly) await page.route(`**${src}`, (route) => route.abort());

    await visit(page, '/my-page');
    // visit has waited for hydration (a click before it is the browser's own page load); this also
    // lets the link's prefetches be answered first, so the click meets the failure, not a prefetch in flight.
    await pageSettled(page);
    await page.locator('main a[href="/agent/agent"]').first().click();
    const box = page.getByRole('alert').filter({ hasText: 'failed to load' });
    await expect(box).toBeVisible();
    await expect(box).toContainText('Failed to load chunk');
    expect(await box.evaluate((el) => getComputedStyle(el).borderColor)).toBe('rgb(179, 38, 30)');

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('h1')).toHaveText('Agents overview');
    await expect(page.getByRole('alert').filter({ hasText: 'failed to load' })).toHaveCount(0);
  });
});

test.describe('a page that crashes', () => {
  test("shows 'This page crashed.' with the error, and 'Try again' clears it", async ({ page }) => {
    await cutRoutePayload(page, '/agent/agent');
    await visit(page, '/my-page');
    // visit has waited for hydration (a click before it is the browser's own page load); this also
    // lets the link's prefetches be answered first, so the click meets the failure, not a prefetch in flight.
    await pageSettled(page);
    await page.locator('main a[href="/agent/agent"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page.locator('.page-crash-messages')).toContainText('React error #412');
    await expect(page.getByRole('banner')).toBeVisible();

    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('h1')).toHaveText('Agents overview');
  });

  test('a crash in the root layout replaces the whole page and can be tried again', async ({ page }) => {
    await cutDocumentData(page, '/agent/agent');
    await visit(page, '/agent/agent');
    await expect(page.getByRole('heading', { level: 1, name: 'This page crashed.' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.locator('h1')).toHaveText('Agents overview');
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
