import { errors, test as base } from '@playwright/test';
import { hydrated } from './settle';

export { expect } from '@playwright/test';
export type { APIRequestContext, Locator, Page } from '@playwright/test';

/** How long `goto` waits for a page to hydrate before handing it over as it is. */
const HYDRATION_WAIT_MS = 15_000;

/**
 * Playwright's `test`, with `page.goto` returning once the page has hydrated (settle.ts,
 * `hydrated`) rather than at its load event: on a busy CI machine hydration can end well after
 * load, and a scroll, key or click made in between reaches no handler (CI runs failed on this in
 * three different tests). A `goto` that names its own `waitUntil` keeps Playwright's meaning, for
 * a test about what happens before hydration, and so does a page without JavaScript. A page that
 * never hydrates (its own data cut off, to show the crash page) is handed over as it is after
 * HYDRATION_WAIT_MS, as `goto` handed it over before.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      const html = response?.headers()['content-type']?.startsWith('text/html') ?? false;
      if (html && javaScriptEnabled !== false && options?.waitUntil === undefined) {
        await hydrated(page, HYDRATION_WAIT_MS).catch((error: unknown) => {
          if (!(error instanceof errors.TimeoutError)) throw error;
        });
      }
      return response;
    };
    await provide(page);
  },
});
