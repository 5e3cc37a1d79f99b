import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';
import { categoryRoutes, docsRoutes } from '../helpers/playwright/spec-routes';

const SITE = 'https://docs.plumbline.example';
const sitemapXml = fs.readFileSync(path.join('out', 'sitemap.xml'), 'utf8');
const sitemapUrls = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

test.describe('sitemap.xml and robots.txt', () => {
  test('the sitemap lists every docs and category page with absolute URLs, and no search page', () => {
    expect(sitemapUrls.every((url) => url.startsWith(`${SITE}/`))).toBe(true);
    for (const route of [...docsRoutes, ...categoryRoutes])
      expect(sitemapUrls).toContain(`${SITE}${route === '/' ? '/' : route}`);
    expect(sitemapUrls.some((url) => new URL(url).pathname.startsWith('/search'))).toBe(false);
  });

  test('robots.txt points at the sitemap', async ({ request }) => {
    expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

test.describe('structured data', () => {
  test('a doc page describes its breadcrumbs as the reader sees them', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    const visible = (await page.getByRole('navigation', { name: 'Breadcrumbs' }).locator('li').allInnerTexts())
      .slice(1)
      .map((t) => t.trim());
    const [list] = (await jsonLd(page)).filter((d) => d['@type'] === 'BreadcrumbList');
    const items = list.itemListElement as { name: string; item: string; position: number }[];
    expect(items.map((i) => i.name)).toEqual(['Plumbline Docs', ...visible]);
    expect(items.map((i) => i.item)).toEqual([`${SITE}/`, `${SITE}/category/agents`, `${SITE}/agent/create-agent`]);
    expect(items.map((i) => i.position)).toEqual([1, 2, 3]);
  });

  test('the home page describes the web site', async ({ page }) => {
    await visit(page, '/');
    const [site] = (await jsonLd(page)).filter((d) => d['@type'] === 'WebSite');
    expect(site).toMatchObject({ name: 'Plumbline Docs', url: `${SITE}/`, inLanguage: 'en-US' });
  });
});
