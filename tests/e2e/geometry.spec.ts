import { afterFrames } from './settle';
import { expect, test, type Page } from './fixtures';
import config from '../../playwright.config';
import { blogRoutes, categoryRoutes, docsRoutes, standaloneRoutes } from './spec-routes';

/** Issue 14: every route at a small phone, a phone, a tablet, a laptop and a wide screen. */
const widths = [320, 375, 768, 1280, 1920];
const routes = [...docsRoutes, ...categoryRoutes, ...standaloneRoutes, ...blogRoutes, '/search?q=schema'];
const modes = ['light', 'dark'] as const;

// Playwright starts headless Chromium with --hide-scrollbars; with it, no scrollbar would take
// room, and "visibly scrollable" (below) could never hold. Scrollbars are drawn as a reader sees them.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/** Scrolls the window and waits for its scroll event, so each step is seen by the page's listeners. */
async function scrollWindow(page: Page, by: number) {
  await page.evaluate(
    (dy) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        scrollBy(0, dy);
      }),
    by,
  );
}

/** Sets the colour mode in place, as next-themes does when the toggle is pressed, without a reload. */
async function setMode(page: Page, mode: (typeof modes)[number]) {
  await page.evaluate((m) => document.documentElement.setAttribute('data-theme', m), mode);
}

/** Layout problems visible at this width: page overflow, and tables neither fitting nor visibly scrollable. */
function layoutProblems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > viewport)
      problems.push(`page is ${document.documentElement.scrollWidth} px wide in a ${viewport} px viewport`);
    document.querySelectorAll('main table').forEach((table, i) => {
      const box = table.parentElement!;
      const style = getComputedStyle(box);
      const fits = table.getBoundingClientRect().width <= box.clientWidth + 0.5;
      // A scrollbar that takes room (offsetHeight over clientHeight) is one the reader sees
      // without touching the table; an overlay scrollbar shows only while scrolling.
      const borders = parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth);
      const visiblyScrollable =
        ['auto', 'scroll'].includes(style.overflowX) && box.offsetHeight - borders - box.clientHeight > 0;
      if (!fits && !visiblyScrollable)
        problems.push(
          `table ${i + 1} is ${Math.round(table.getBoundingClientRect().width)} px in a ${box.clientWidth} px box that does not visibly scroll`,
        );
      const outer = box.getBoundingClientRect();
      if (outer.left < 0 || outer.right > viewport + 0.5)
        problems.push(`table ${i + 1}'s box spans ${Math.round(outer.left)}-${Math.round(outer.right)} px`);
    });
    return problems;
  });
}

/** Floating controls shown (back to top, the highlights bar) that cover TOC entries or code. */
function coveredByFloatingControls(page: Page) {
  return page.evaluate(() => {
    const boxes = (selector: string) =>
      [...document.querySelectorAll(selector)]
        .filter((el) => el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
        .map((el) => ({ el, box: el.getBoundingClientRect() }));
    const within = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const controls = boxes('.back-to-top.shown, .search-highlights-bar');
    // The TOC box is what shows of the list (it scrolls inside); code counts as far as it is on screen.
    const covered = [...boxes('.toc-desktop'), ...boxes('.code-block')].filter(
      ({ box }) => box.bottom > 0 && box.top < innerHeight,
    );
    const problems: string[] = [];
    for (const control of controls) {
      for (const target of covered) {
        if (within(control.box, target.box)) problems.push(`${control.el.className} covers ${target.el.className}`);
      }
    }
    return { problems, controls: controls.length };
  });
}

test.describe('page geometry at every width, in both colour modes', () => {
  for (const route of routes) {
    test(route, async ({ page }) => {
      test.setTimeout(90_000);
      // Doc pages carry a highlight, so the "N matches highlighted" bar is on screen too.
      const url = docsRoutes.includes(route) ? `${route}?highlight=agent` : route;
      const problems: string[] = [];
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(url);
        if (route.startsWith('/search')) await expect(page.locator('.search-result').first()).toBeVisible();
        // Measure the page as it settles: fonts in, and on doc pages the highlights marked (mark.js
        // wraps words after hydration, which can change a table's width by a few pixels).
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        // The bar is there once the words are marked (it may be stepping aside from code below it).
        if (url.includes('highlight='))
          await expect(page.getByRole('region', { name: 'Search highlights', includeHidden: true })).toBeAttached();
        await afterFrames(page);
        for (const mode of modes) {
          await setMode(page, mode);
          // Chromium may add a table's scrollbar a frame after the table outgrows its box: poll
          // until the layout holds no problem, and report what is left if it never gets there.
          const left = await expect
            .poll(() => layoutProblems(page), { timeout: 3000 })
            .toEqual([])
            .then(
              () => [] as string[],
              () => layoutProblems(page),
            );
          for (const problem of left) problems.push(`${width} px ${mode}: ${problem}`);
        }
        // Halfway down and a little back up: the back-to-top button appears (browser/scroll.ts) and
        // the TOC is stuck; no control may then lie over TOC entries or a code block.
        const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
        if (height > 1200) {
          await scrollWindow(page, Math.round(height / 2));
          // Down and up again until the page has hydrated and its scroll listener has seen both.
          await expect(async () => {
            await scrollWindow(page, 150);
            await scrollWindow(page, -100);
            await expect(page.locator('.back-to-top')).toHaveClass(/shown/, { timeout: 500 });
          }).toPass();
        }
        // Below the desktop layout the controls sit over the reading column and step aside from
        // code once an IntersectionObserver has seen it there, with a 0.2 s fade: poll for that.
        const covered = await expect
          .poll(async () => (await coveredByFloatingControls(page)).problems, { timeout: 3000 })
          .toEqual([])
          .then(
            () => [] as string[],
            async () => (await coveredByFloatingControls(page)).problems,
          );
        for (const problem of covered) problems.push(`${width} px: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

test.describe('the navbar search at every width', () => {
  for (const width of widths) {
    test(`${width} px: every suggestion lies inside the viewport, in both modes`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/metadata/overview');
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
    await page.goto('/agent/agent');
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
