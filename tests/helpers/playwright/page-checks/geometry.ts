import { expect, type Page } from '@playwright/test';

/** Layout problems visible at this width: page overflow, and tables neither fitting nor visibly scrollable. */
function layoutProblems(page: Page): Promise<string[]> {
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
function coveredByFloatingControls(page: Page): Promise<string[]> {
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
    return problems;
  });
}

/**
 * Polls `measure` until it reports nothing, and returns what is left if it never gets there:
 * Chromium may add a table's scrollbar a frame after the table outgrows its box, and the floating
 * controls step aside from code with a fade once an IntersectionObserver has seen it.
 */
async function settledProblems(measure: () => Promise<string[]>): Promise<string[]> {
  return expect
    .poll(measure, { timeout: 3000 })
    .toEqual([])
    .then(
      () => [] as string[],
      () => measure(),
    );
}

/** What the layout gets wrong at the page's current width and colour mode. */
export function layoutAtThisWidth(page: Page): Promise<string[]> {
  return settledProblems(() => layoutProblems(page));
}

/** Scrolls the window and waits for its scroll event, so each step is seen by the page's listeners. */
async function scrollWindow(page: Page, by: number): Promise<void> {
  await page.evaluate(
    (dy) =>
      new Promise<void>((resolve) => {
        addEventListener('scroll', () => resolve(), { once: true });
        scrollBy(0, dy);
      }),
    by,
  );
}

/**
 * Halfway down a long page and a little back up, the back-to-top button appears (browser/scroll.ts)
 * and the TOC is stuck; no floating control may then lie over TOC entries or a code block.
 */
export async function floatingControlsHalfwayDown(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight - innerHeight);
  if (height > 1200) {
    await scrollWindow(page, Math.round(height / 2));
    await scrollWindow(page, 150);
    await scrollWindow(page, -100);
    await expect(page.locator('.back-to-top')).toHaveClass(/shown/);
  }
  return settledProblems(() => coveredByFloatingControls(page));
}
