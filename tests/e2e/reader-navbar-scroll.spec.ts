import { expect, test, type Page } from '@playwright/test';
import { scrollSettled, wheelScroll, visit } from '../helpers/playwright/settle';

const navbarBottom = (page: Page) => page.locator('header.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
/** Waits until the navbar's slide (a CSS transition) has finished, so a position read is final. */
const navbarSettled = (page: Page) =>
  expect.poll(() => page.locator('header.navbar').evaluate((el) => el.getAnimations().length)).toBe(0);

test.describe('the navbar on scroll', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hides on scroll down and shows on scroll up and near the top', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    expect(await navbarBottom(page)).toBeGreaterThan(0);
    await wheelScroll(page, 1200);
    await expect(page.locator('header.navbar')).toHaveClass(/navbar-hidden/);
    // The slide takes 0.2 s and a loaded machine can be slower still: wait for where it ends.
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await wheelScroll(page, -200);
    await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-hidden/);
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    await wheelScroll(page, 600);
    await expect(page.locator('header.navbar')).toHaveClass(/navbar-hidden/);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-hidden/);
  });

  test('a jump to an anchor, down or up, is never covered by the navbar', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    const toc = page.getByRole('complementary', { name: 'Table of contents' });
    const links = toc.locator('a');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    for (const index of [count - 1, 1]) {
      const href = (await links.nth(index).getAttribute('href'))!;
      // Followed from the keyboard: what is checked is where the heading lands. A pointer click
      // was lost under CI load when the page scrolled up by itself at its foot just as the mouse
      // went down: the navbar slid back in, moving the TOC from under the pointer (trace of
      // 2026-11-28; why the page moved was not found).
      await links.nth(index).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await scrollSettled(page);
      await navbarSettled(page);
      const headingTop = await page.locator(href).evaluate((el) => el.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThanOrEqual(Math.max(0, await navbarBottom(page)));
      expect(headingTop).toBeLessThan(300);
    }
  });
});

test.describe('scrolling on navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new page starts at the top and focus moves to the skip-link region', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const next = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]');
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.skip-link-region')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('a URL with a hash opens at that heading, also on first load', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    const id = await page.locator('.markdown h2[id]').nth(2).getAttribute('id');
    await visit(page, `/metadata/schema-layer#${id}`);
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a link to a heading on another page lands on that heading', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    const id = await page.locator('.markdown h2[id]').nth(2).getAttribute('id');
    await visit(page, '/agent/agent');
    await page.evaluate(
      (target) =>
        (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(target),
      `/metadata/schema-layer#${id}`,
    );
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect
      .poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeLessThan(200);
    const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
  });
});

test.describe('the back-to-top button', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('appears past 300 px when scrolling up and eases back to the top', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(button).toBeHidden();
    await wheelScroll(page, 1500);
    await expect(button).toBeHidden();
    await wheelScroll(page, -100);
    await expect(button).toBeVisible();

    const start = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { __scrollSamples: number[] }).__scrollSamples = samples;
      window.addEventListener('scroll', () => samples.push(window.scrollY));
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const samples = await page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
    expect(samples.length).toBeGreaterThan(5);
    // Each frame keeps 85 % of the distance (the easing factor, 0.85).
    expect(samples[0]).toBe(Math.floor(start * 0.85));
    expect(samples[1]).toBe(Math.floor(samples[0] * 0.85));
    await expect(button).toBeHidden();
  });

  test('stays away while scrolling down and near the top', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await wheelScroll(page, 250);
    await wheelScroll(page, -50);
    await expect(button).toBeHidden();
  });
});

test.describe('floating controls on a phone', () => {
  test.use({ viewport: { width: 375, height: 700 } });

  /**
   * Scroll positions where the bottom band the floating controls use lies on code (`overCode`), and
   * on no code a little above it (`clearAbove`) and below it (`clearBelow`).
   */
  const bandPositions = (page: Page) =>
    page.evaluate(() => {
      // The band from the top of the highest control to the bottom of the lowest, with room to spare.
      const controls = [...document.querySelectorAll('.back-to-top, .search-highlights-bar')].map((el) =>
        el.getBoundingClientRect(),
      );
      const band = {
        top: Math.min(...controls.map((box) => box.top)) - 12,
        bottom: Math.max(...controls.map((box) => box.bottom)) + 12,
      };
      const blocks = [...document.querySelectorAll('#main-content .code-block')].map((el) => {
        const box = el.getBoundingClientRect();
        return { top: box.top + scrollY, bottom: box.bottom + scrollY };
      });
      const onCode = (y: number) => blocks.some((b) => b.top < y + band.bottom && b.bottom > y + band.top);
      const tall = blocks.find((b) => b.bottom - b.top > band.bottom - band.top && b.top > 900);
      if (!tall) throw new Error('no code block tall enough to test with');
      const overCode = Math.round(tall.top - band.top + 5);
      const maxScroll = document.documentElement.scrollHeight - innerHeight;
      const clearFrom = (start: number, step: number) => {
        for (let y = start; y > 400 && y < maxScroll - 200; y += step) if (!onCode(y)) return y;
        throw new Error(`no scroll position without code under the band from ${start}`);
      };
      return {
        overCode,
        clearAbove: clearFrom(overCode - 200, -40),
        clearBelow: clearFrom(Math.round(tall.bottom - band.top + 20), 40),
      };
    });

  /** Scrolls to `y` the way back to top shows: from a little below, wheeling up. */
  const scrollUpTo = async (page: Page, y: number) => {
    await page.evaluate((top) => window.scrollTo(0, top + 150), y);
    await wheelScroll(page, -150);
  };

  test('back to top and the highlights bar step aside while code lies under them', async ({ page }) => {
    await visit(page, '/metadata/schema-layer?highlight=schema');
    const bar = page.locator('.search-highlights-bar');
    // Not by role: a control that stepped aside is out of the accessibility tree, as it should be.
    const button = page.locator('.back-to-top');
    await expect(page.locator('mark.search-highlight').first()).toBeVisible();
    const { overCode, clearAbove } = await bandPositions(page);

    for (const [y, onCode] of [
      [clearAbove, false],
      [overCode, true],
      [clearAbove, false],
    ] as const) {
      await scrollUpTo(page, y);
      await expect(button).toHaveClass(/shown/);
      if (onCode) {
        await expect(button).toBeHidden();
        await expect(bar).toBeHidden();
      } else {
        await expect(button).toBeVisible();
        await expect(bar).toBeVisible();
      }
    }
  });

  test('a focused back-to-top button stays put over code', async ({ page }) => {
    await visit(page, '/metadata/schema-layer');
    const button = page.locator('.back-to-top');
    const { clearBelow, overCode } = await bandPositions(page);
    await scrollUpTo(page, clearBelow);
    await expect(button).toBeVisible();
    // Focused after a key press, so it has keyboard focus (:focus-visible) as a keyboard reader's
    // would; tabbing to it from the footer would first scroll the page to the bottom.
    await page.keyboard.press('Shift');
    await button.focus();
    expect(await button.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    // Up from below the code (scrolling down would hide it, code or not), until code lies under it.
    await wheelScroll(page, overCode - clearBelow);
    // The code under it is seen (over-code) and any fade has run its course, yet it stays.
    await expect(button).toHaveClass(/over-code/);
    await expect.poll(() => button.evaluate((el) => el.getAnimations().length)).toBe(0);
    await expect(button).toBeFocused();
    await expect(button).toBeVisible();
  });

  test('the menu drawer and the search panel cover the highlights bar', async ({ page }) => {
    await visit(page, '/metadata/schema-layer?highlight=schema');
    const bar = page.getByRole('region', { name: 'Search highlights' });
    await expect(bar).toBeVisible();
    /** What the reader would touch at the middle of the bar: the bar itself, or what covers it. */
    const onTop = () =>
      bar.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return el.contains(hit)
          ? 'bar'
          : (hit?.closest('[role="dialog"], .search')?.getAttribute('aria-label') ?? hit?.className);
      });
    expect(await onTop()).toBe('bar');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
    await expect.poll(onTop).not.toBe('bar');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeHidden();
    // On a phone, touching the search box opens it as a panel over the whole screen.
    await page.getByRole('combobox', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await expect.poll(onTop).not.toBe('bar');
  });
});
