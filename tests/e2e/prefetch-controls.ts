import type { Page } from '@playwright/test';

/** No link ever counts as scrolled into view, so only hover and touch can prefetch. */
export async function linksNeverInView(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}
