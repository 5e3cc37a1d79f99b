import type { Browser, Page } from '@playwright/test';
import { categoryRoutes } from '../spec-routes';

export type PageKind = 'doc' | 'category' | 'blog' | 'other';

/** Whether `selector` matches an element the reader can see. */
async function shown(page: Page, selector: string): Promise<boolean> {
  return page
    .locator(selector)
    .first()
    .isVisible()
    .catch(() => false);
}

/**
 * What a reader without JavaScript misses on the page: its heading and text, and on docs pages the
 * sidebar with the current page and every category, the whole table of contents and the page links.
 */
export async function withoutJavaScript(browser: Browser, url: string, kind: PageKind): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const problems: string[] = [];
    if (!(await shown(page, 'h1'))) problems.push('no visible h1');
    if (kind === 'doc' || kind === 'category') {
      if (!(await shown(page, 'main p'))) problems.push('no visible paragraph in main');
      const sidebar = 'nav[aria-label="Docs sidebar"]';
      if (!(await shown(page, sidebar))) problems.push('no visible docs sidebar');
      if (kind === 'doc' && !(await shown(page, `${sidebar} a[aria-current="page"]`)))
        problems.push('the sidebar does not show the current page');
      for (const category of categoryRoutes)
        if (!(await shown(page, `${sidebar} a[href="${category}"]`))) problems.push(`the sidebar hides ${category}`);
      const headings = await page.locator('.markdown h2[id], .markdown h3[id]').count();
      const entries = await page.locator('aside[aria-label="Table of contents"] a').count();
      if (entries !== headings) problems.push(`the TOC has ${entries} entries for ${headings} headings`);
      if (!(await shown(page, 'nav[aria-label="Docs pages"] a'))) problems.push('no visible previous/next link');
    }
    if (kind === 'blog' && !(await shown(page, '.blog-sidebar a'))) problems.push('no visible blog sidebar link');
    return problems;
  } finally {
    await context.close();
  }
}
