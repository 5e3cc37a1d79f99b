import { expect, type Page, type Response } from '@playwright/test';
import { HYDRATED_ATTRIBUTE } from '../../../lib/constants';

/**
 * Waits for the page to paint `count` more frames. Anything an event handler or a React update
 * scheduled has rendered by then, so a check made afterwards that something did *not* happen
 * means it really did not.
 */
export async function afterFrames(page: Page, count = 2): Promise<void> {
  await page.evaluate(async (frames) => {
    for (let i = 0; i < frames; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  }, count);
}

/** Waits until the page's scroll position has stayed put for a few frames (a smooth scroll ended). */
export async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    let still = 0;
    let last = window.scrollY;
    while (still < 3) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
  });
}

/** Turns the mouse wheel by `dy` and waits until the page has scrolled that far (or as far as it can go) and stopped. */
export async function wheelScroll(page: Page, dy: number): Promise<void> {
  const target = await page.evaluate((delta) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return Math.min(max, Math.max(0, window.scrollY + delta));
  }, dy);
  const viewport = page.viewportSize();
  if (viewport) await page.mouse.move(viewport.width / 2, viewport.height * 0.6);
  await page.mouse.wheel(0, dy);
  // At or past the target: a page still growing (search results arriving) can take the wheel
  // further than the height it had when the target was read.
  const reached = (y: number) => (dy >= 0 ? y >= target - 0.5 : y <= target + 0.5);
  await expect.poll(async () => reached(await page.evaluate(() => window.scrollY))).toBe(true);
  await scrollSettled(page);
}

/**
 * The page has hydrated and run its effects, so its listeners are on: a scroll, key or click made
 * before that reaches no handler (or, on a link, makes the browser load the page itself), and
 * `goto` returns at the load event, which on a busy machine can come well before it. The site
 * says so itself with an attribute on <html> (lib/constants.ts); a locator follows a page that
 * sends the reader on by itself (a meta refresh) to the document the reader lands on.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator(`html[${HYDRATED_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}

/**
 * Opens `url` and returns once the page has hydrated: what a test that scrolls, types or clicks
 * opens a page with. A test about what happens before hydration, or without JavaScript, calls
 * `page.goto` itself.
 */
export async function visit(page: Page, url: string, options?: Parameters<Page['goto']>[1]): Promise<Response | null> {
  const response = await page.goto(url, options);
  await hydrated(page);
  return response;
}

/** The page has loaded, hydrated and gone idle: nothing it does on its own is left to come. */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await afterFrames(page);
}
