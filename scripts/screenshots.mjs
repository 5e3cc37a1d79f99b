#!/usr/bin/env node
// Regenerates docs/screenshots/ from the built out/ (run `npm run build` first): the main page
// types at a phone and a desktop width, in both colour modes, so a reviewer sees the site
// without running it. `npm run screenshots`.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startStaticServer } from './lib/perf/static-server.mjs';

const root = process.cwd();
const outDir = path.join(root, 'docs/screenshots');
const port = Number(process.env.SCREENSHOTS_PORT ?? 3310);

/**
 * One page per kind of page; `scrollTo` brings a part worth seeing into view, `search` types a
 * query into the navbar box, `navigation` opens the navbar's dropdown (the menu drawer on a phone).
 */
const shots = [
  { name: 'docs-home', path: '/' },
  { name: 'doc-page', path: '/metadata/schema-layer' },
  { name: 'doc-code-and-admonitions', path: '/quick-start', scrollTo: '.admonition' },
  { name: 'category', path: '/category/metadata' },
  { name: 'blog-post', path: '/blog/unlocking-conversational-data-agents-plumbline' },
  { name: 'search-page', path: '/search?q=schema' },
  { name: 'search-suggestions', path: '/metadata/overview', search: 'schema' },
  { name: 'navigation', path: '/agent/create-agent', navigation: true },
];
const widths = [
  { label: '375', width: 375, height: 812 },
  { label: '1280', width: 1280, height: 860 },
];

if (!fs.existsSync(path.join(root, 'out/index.html'))) {
  console.error('out/ is missing: run `npm run build` first.');
  process.exit(1);
}
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

const server = await startStaticServer({ dir: 'out', port, projectRoot: root, config: '../serve.json' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
});
try {
  for (const mode of ['light', 'dark']) {
    for (const { label, width, height } of widths) {
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      for (const shot of shots) {
        await page.goto(`${server.url}${shot.path}`, { waitUntil: 'networkidle' });
        if (shot.scrollTo)
          await page
            .locator(shot.scrollTo)
            .first()
            .evaluate((el) => el.scrollIntoView({ block: 'center' }));
        if (shot.search) await openSearch(page, shot.search);
        if (shot.navigation) await openNavigation(page);
        if (shot.path.startsWith('/search')) await page.locator('.search-result').first().waitFor();
        const file = path.join(outDir, `${shot.name}-${label}-${mode}.png`);
        await page.screenshot({ path: file, animations: 'disabled' });
        console.log(path.relative(root, file));
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}

/** Types into the navbar's search (the full-screen panel on a phone) and waits for suggestions. */
async function openSearch(page, query) {
  const opener = page.locator('.search-open-button');
  if (await opener.isVisible()) await opener.click();
  const input = page.getByRole('combobox', { name: 'Search' });
  await input.fill(query);
  await page.getByRole('option').first().waitFor();
}

/** Opens the navbar's dropdown; on a phone, the menu drawer with its dropdown group expanded. */
async function openNavigation(page) {
  const menu = page.getByRole('button', { name: 'Open navigation menu' });
  if (await menu.isVisible()) {
    await menu.click();
    // On a docs page the drawer opens on the sidebar; the navbar's items are one step back.
    const back = page.getByRole('button', { name: 'Back to main menu' });
    if (await back.isVisible()) await back.click();
    await page.locator('.menu-dropdown-toggle').first().click();
    await page.locator('.menu-dropdown-items').first().waitFor();
  } else {
    await page.locator('.navbar-dropdown-toggle').first().click();
    await page.locator('.navbar-dropdown-menu').first().waitFor();
  }
}
