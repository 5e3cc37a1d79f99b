import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import config from '../../playwright.config';
import { axeViolations } from '../helpers/playwright/page-checks/accessibility';
import { recordConsoleProblems, unusedStylePreloads } from '../helpers/playwright/page-checks/console';
import { floatingControlsHalfwayDown, layoutAtThisWidth } from '../helpers/playwright/page-checks/geometry';
import {
  SITE,
  indexedPageHeadProblems,
  sharedHeadProblems,
  titleProblems,
  unindexedPageHeadProblems,
} from '../helpers/playwright/page-checks/head';
import { invalidHtml } from '../helpers/playwright/page-checks/html-validity';
import { brokenLinks } from '../helpers/playwright/page-checks/links';
import { withoutJavaScript } from '../helpers/playwright/page-checks/no-javascript';
import { afterFrames, visit, wheelScroll } from '../helpers/playwright/settle';
import { sitePages } from '../helpers/playwright/site-pages';

/**
 * The one crawl of the built site: every page, opened at a small phone, a phone, a tablet, a laptop
 * and a wide screen, each in both colour modes, with every per-page check run on what is open.
 * A failure names its page, its check, and the width and mode it was seen at.
 */
const widths = [320, 375, 768, 1280, 1920];
/** Where axe runs (in both modes) and the page is scrolled to its end: the laptop. */
const DESKTOP = 1280;
const modes = ['light', 'dark'] as const;
type Mode = (typeof modes)[number];

const pages = sitePages(fs.readFileSync(path.join('out', 'sitemap.xml'), 'utf8'), SITE);

// Playwright starts headless Chromium with --hide-scrollbars; with it, no scrollbar would take
// room, and a table's "visibly scrollable" box could never be. Scrollbars are drawn as a reader sees them.
test.use({ launchOptions: { ...config.use?.launchOptions, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/** Switches the colour mode in place, as next-themes does when the toggle is pressed, without a reload. */
async function setMode(page: Page, mode: Mode): Promise<void> {
  await page.evaluate((m) => {
    document.documentElement.setAttribute('data-theme', m);
    document.documentElement.style.colorScheme = m;
  }, mode);
}

/** The page has painted what it shows once settled: fonts in, search results or highlights on screen. */
async function contentSettled(page: Page, url: string): Promise<void> {
  if (url.startsWith('/search')) await expect(page.locator('.search-result').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // mark.js wraps words after hydration, which can change a table's width by a few pixels.
  if (url.includes('highlight='))
    await expect(page.getByRole('region', { name: 'Search highlights', includeHidden: true })).toBeAttached();
  await afterFrames(page);
}

/** Files in out/ as the report names them. */
const inOut = (file: string) => path.relative(path.join(process.cwd(), 'out'), file);

for (const site of pages.filter((p) => p.redirectTo)) {
  test(`${site.route} sends the reader to ${site.redirectTo}`, async ({ page, browser }) => {
    const problems: string[] = [];
    const fromConsole = recordConsoleProblems(page);
    const landed = async (p: Page) =>
      p
        .waitForURL((u) => u.pathname === site.redirectTo)
        .then(
          () => [],
          () => [`stayed on ${new URL(p.url()).pathname}`],
        );
    await page.goto(site.url);
    problems.push(...(await landed(page)).map((problem) => `[redirect] ${problem}`));
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.newPage().then(async (p) => {
      await p.goto(site.url);
      problems.push(...(await landed(p)).map((problem) => `[redirect] without JavaScript: ${problem}`));
    });
    await context.close();
    problems.push(...fromConsole.map((problem) => `[console] ${problem}`));
    for (const file of site.files)
      problems.push(...(await invalidHtml(file)).map((m) => `[html] ${inOut(file)}: ${m}`));
    expect(problems).toEqual([]);
  });
}

for (const site of pages.filter((p) => !p.redirectTo)) {
  test(site.route, async ({ page, browser }) => {
    const problems: string[] = [];
    const report = (check: string, where: string, found: string[]) =>
      problems.push(...found.map((problem) => `[${check}]${where ? ` ${where}:` : ''} ${problem}`));
    const fromConsole = recordConsoleProblems(page);
    // Doc pages carry a highlight, so the "N matches highlighted" bar is on screen too.
    const url = site.kind === 'doc' ? `${site.url}?highlight=agent` : site.url;

    for (const [i, width] of widths.entries()) {
      // Each width opens the page afresh, with the colour mode stored the other way from the last.
      const stored = modes[i % 2];
      if (i > 0) await page.evaluate((m) => localStorage.setItem('theme', m), stored);
      await page.setViewportSize({ width, height: 800 });
      const response = await visit(page, url);
      if (i === 0) {
        report('status', '', response?.status() === site.status ? [] : [`answered ${response?.status()}`]);
        report('title', '', await titleProblems(page));
        report('head', '', await sharedHeadProblems(page));
        if (site.status === 200)
          report(
            'seo',
            '',
            site.sitemapUrl
              ? await indexedPageHeadProblems(page, site.sitemapUrl)
              : await unindexedPageHeadProblems(page),
          );
        report('links', '', await brokenLinks(page));
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', stored);
      await contentSettled(page, url);
      for (const mode of [stored, modes[1 - (i % 2)]]) {
        await setMode(page, mode);
        report('geometry', `${width} px ${mode}`, await layoutAtThisWidth(page));
        if (width === DESKTOP) report('axe', mode, await axeViolations(page));
      }
      await setMode(page, stored);
      report('geometry', `${width} px`, await floatingControlsHalfwayDown(page));
      if (width === DESKTOP || width === 375) {
        // All the way down, so whatever loads late has loaded, then nothing left to arrive.
        if (width === DESKTOP) await wheelScroll(page, 100_000);
        await page.waitForLoadState('networkidle');
        report('console', `${width} px`, await unusedStylePreloads(page));
      }
    }
    report('console', '', fromConsole);
    report('no JavaScript', '', await withoutJavaScript(browser, site.url, site.kind));
    if (site.files.length === 0) report('html', '', ['no HTML file in out/']);
    for (const file of site.files) report('html', inOut(file), await invalidHtml(file));
    expect(problems).toEqual([]);
  });
}
