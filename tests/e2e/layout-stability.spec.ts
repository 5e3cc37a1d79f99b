import { expect, test, type Page } from '@playwright/test';
import { pageSettled, visit } from '../helpers/playwright/settle';

/**
 * A loaded CI machine paints long pages before their last markup has been parsed. An 8x slower
 * CPU makes that happen every time, so a column that arrives late (the TOC once did) shows here
 * as a layout shift instead of as a flaky failure elsewhere.
 */
const pages = [
  '/',
  '/metadata/overview',
  '/agent/agent',
  '/category/agents',
  '/blog',
  '/blog/unlocking-conversational-data-agents-plumbline',
];

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; nodes: string[] }> = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; sources?: Array<{ node?: Node }> }
      >) {
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? s.node.outerHTML.slice(0, 80) : String(s.node?.nodeName),
        );
        shifts.push({ value: entry.value, nodes });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.describe('layout stability on a slow CPU', () => {
  for (const path of pages) {
    test(`${path} loads without a layout shift, in light and dark`, async ({ page }) => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
      await recordShifts(page);
      for (const theme of ['light', 'dark']) {
        await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
        await visit(page, path);
        await pageSettled(page);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Array<{ value: number; nodes: string[] }> }).__shifts,
        );
        expect(shifts, `layout shifts on ${path} (${theme})`).toEqual([]);
      }
    });
  }
});
