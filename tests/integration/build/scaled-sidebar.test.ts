import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingServer } from '@/scripts/lib/counting-server.mjs';
import { scaleDocs } from '@/scripts/lib/scale-content.mjs';
import { buildCopy, removeCopy, type BuildResult } from '@/tests/helpers/project-copy';

const K = 14;
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/** The site with every doc copied 14 times, so each sidebar list is longer than a page ships. */
describe('the sidebar of a site too large to ship whole', () => {
  let build: BuildResult;
  let server: Awaited<ReturnType<typeof startCountingServer>>;
  let browser: Browser;

  beforeAll(async () => {
    build = buildCopy((dir) => scaleDocs(path.join(dir, 'content/docs'), K));
    expect(build.status, build.output.slice(-3000)).toBe(0);
    server = await startCountingServer(path.join(build.dir, 'out'));
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (build) removeCopy(build);
  });

  it('shows a window of the open list and brings in the rest on "Show more", focusing the first page it adds', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/agent/create-agent`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    const agents = sidebar
      .locator('li.sidebar-category')
      .filter({ has: page.getByRole('link', { name: 'Agents', exact: true }) });
    await expect.poll(() => agents.locator('a').count()).toBe(6);
    expect(await sidebar.getByRole('link', { name: 'Create an agent', exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );

    const more = agents.getByRole('button', { name: /^Show \d+ more pages$/ }).first();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => agents.locator('a').count()).toBe(1 + 6 * K);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Agents overview');
    await page.close();
  });

  it('draws a closed category as one row, and its pages only once a reader opens it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/agent/create-agent`);
    const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Schema Design & Data Modeling'" }).hover();
    // Hovering a caret loads the whole sidebar; closed categories still draw no links.
    await expect.poll(() => server.take().paths.some((p) => p.startsWith('/sidebar/'))).toBe(true);
    expect(await sidebar.locator('a[href^="/metadata/"]').count()).toBe(0);
    await sidebar.getByRole('button', { name: "Expand sidebar category 'Metadata'" }).click();
    await sidebar.getByRole('link', { name: 'Metadata overview', exact: true }).waitFor();
    // The list a reader opens is drawn whole: they asked for it.
    expect(await sidebar.locator('a[href^="/metadata/"]').count()).toBe(5 * K);
    expect(await sidebar.locator('a[href^="/data-modeling/"]').count()).toBe(0);
    await page.close();
  });

  it('keeps every page reachable without JavaScript: a category index page links all of its pages', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/category/agents`);
    const hrefs = await page
      .locator('main a[href^="/agent/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
    expect(hrefs).toHaveLength(6 * K);
    await context.close();
  });
});
