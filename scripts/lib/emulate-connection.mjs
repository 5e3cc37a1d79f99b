/** A metered connection: the reader turned data-saver on (search and prefetching wait for a touch). */
export const DATA_SAVER = { effectiveType: '4g', saveData: true };

/**
 * Makes every page of `page` report `connection` through the Network Information API
 * (`navigator.connection`), as a slow or metered connection would; used by the browser tests
 * and the benchmarks alike.
 * @param {import('@playwright/test').Page} page
 * @param {{ effectiveType: string, saveData: boolean }} connection
 */
export async function emulateConnection(page, connection) {
  await page.addInitScript((info) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ ...info, addEventListener() {}, removeEventListener() {} }),
    });
  }, connection);
}
