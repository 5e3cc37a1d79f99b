import type { Page } from '@playwright/test';

type RecorderWindow = Window & { __appeared?: Record<string, number[]>; __clicks?: number[] };

/**
 * Records, from the first script of every document, when elements matching each selector are
 * added to the page (performance.now() times), so a test can tell "appeared after 200 ms" from
 * "never appeared", even for something that was shown only briefly.
 */
export async function recordAppearances(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((watched: string[]) => {
    const log: Record<string, number[]> = {};
    (window as RecorderWindow).__appeared = log;
    for (const selector of watched) log[selector] = [];
    const clicks: number[] = [];
    (window as RecorderWindow).__clicks = clicks;
    document.addEventListener('click', () => clicks.push(performance.now()), true);
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const selector of watched) {
            if (node.matches(selector) || node.querySelector(selector)) log[selector].push(performance.now());
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  }, selectors);
}

export async function appearances(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((s) => (window as RecorderWindow).__appeared?.[s] ?? [], selector);
}

/** When the page received its last click (performance.now()), as seen by the page itself. */
export async function lastClick(page: Page): Promise<number> {
  return page.evaluate(() => (window as RecorderWindow).__clicks?.at(-1) ?? Number.NaN);
}

/** Delays every route payload request (`*.txt`) whose path starts with `path`. */
export async function delayRoute(page: Page, path: string, ms: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith('.txt') && (url.pathname.startsWith(`${path}/`) || url.pathname === `${path}.txt`),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ms));
      await route.continue();
    },
  );
}
