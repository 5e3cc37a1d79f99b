import type { Page } from '@playwright/test';

/**
 * Collects every console warning and error, uncaught exception and React hydration report from
 * now on; the returned list fills as the page runs. The browser's report of the document's own
 * status (the not-found page's 404) is left to the test that opened it.
 */
export function recordConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource') && message.location().url === page.url()) return;
    if (message.type() === 'error' || message.type() === 'warning' || /hydrat/i.test(text))
      problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}

/**
 * Chromium warns about a preloaded stylesheet that is not applied only seconds after load; the
 * state behind that warning is checked at once instead: every stylesheet preloaded so far
 * (by the HTML, or by Next for a prefetched route) is one the page applies.
 */
export async function unusedStylePreloads(page: Page): Promise<string[]> {
  const unused = await page.evaluate(() => {
    const applied = new Set([...document.styleSheets].map((sheet) => sheet.href));
    return [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')]
      .map((link) => link.href)
      .filter((href) => !applied.has(href));
  });
  return unused.map((href) => `stylesheet preloaded and never applied: ${href}`);
}
