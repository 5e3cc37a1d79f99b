import type { Page } from '@playwright/test';

/** Makes the page report a slow or metered connection through the Network Information API. */
export async function emulateConnection(page: Page, connection: { effectiveType: string; saveData: boolean }): Promise<void> {
  await page.addInitScript((info) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...info, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}

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
