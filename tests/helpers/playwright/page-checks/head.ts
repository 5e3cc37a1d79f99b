import type { Page } from '@playwright/test';

export const SITE = 'https://docs.plumbline.example';

const FEEDS = [
  { type: 'application/rss+xml', path: '/blog/rss.xml' },
  { type: 'application/atom+xml', path: '/blog/atom.xml' },
  { type: 'application/feed+json', path: '/blog/feed.json' },
];

/** One `<meta>` element's content, or null when the page has none. */
function meta(page: Page, selector: string): Promise<string | null> {
  return page.evaluate((s) => document.querySelector(s)?.getAttribute('content') ?? null, selector);
}

/** A problem when `actual` is not `expected`, worded for the report. */
function differs(what: string, actual: unknown, expected: unknown): string[] {
  return actual === expected ? [] : [`${what} is ${JSON.stringify(actual)}, not ${JSON.stringify(expected)}`];
}

/** The page's title and headings: one h1 with text, and a document title that ends with the site's name. */
export async function titleProblems(page: Page): Promise<string[]> {
  const h1s = await page.locator('h1').allTextContents();
  if (h1s.length !== 1) return [`${h1s.length} h1 elements, not 1`];
  const h1 = h1s[0].trim();
  const title = await page.title();
  const problems = h1 ? [] : ['the h1 is empty'];
  if (title !== 'Plumbline Docs' && !title.endsWith(' | Plumbline Docs'))
    problems.push(`title "${title}" does not end with the site's name`);
  return problems;
}

/** The head every page shares: the locale's language and the blog's three feeds. */
export async function sharedHeadProblems(page: Page): Promise<string[]> {
  const problems = differs('<html lang>', await page.locator('html').getAttribute('lang'), 'en-US');
  for (const feed of FEEDS) {
    const href = await page.evaluate(
      (type) => document.head.querySelector(`link[rel="alternate"][type="${type}"]`)?.getAttribute('href') ?? null,
      feed.type,
    );
    problems.push(...differs(`the ${feed.type} feed link`, href, `${SITE}${feed.path}`));
  }
  return problems;
}

/**
 * What a search engine or a link preview reads from a page listed in the sitemap at `url`: the
 * canonical URL, Open Graph and Twitter tags, and no robots rule keeping it out.
 */
export async function indexedPageHeadProblems(page: Page, url: string): Promise<string[]> {
  const problems: string[] = [];
  // Next writes the home page's canonical without its trailing slash: the same URL, normalised.
  const canonical = await page.evaluate(() => document.querySelector('link[rel="canonical"]')?.getAttribute('href'));
  problems.push(...differs('the canonical URL', canonical ? new URL(canonical).href : canonical, url));
  const title = await meta(page, 'meta[property="og:title"]');
  const description = await meta(page, 'meta[property="og:description"]');
  if ((title?.length ?? 0) <= 2) problems.push(`og:title "${title}" is too short`);
  if ((description?.length ?? 0) <= 20) problems.push(`og:description "${description}" is too short`);
  const ogUrl = await meta(page, 'meta[property="og:url"]');
  problems.push(...differs('og:url', ogUrl ? new URL(ogUrl).href : ogUrl, url));
  problems.push(...differs('og:image', await meta(page, 'meta[property="og:image"]'), `${SITE}/img/social-card.png`));
  problems.push(...differs('og:locale', await meta(page, 'meta[property="og:locale"]'), 'en_US'));
  problems.push(...differs('twitter:card', await meta(page, 'meta[name="twitter:card"]'), 'summary_large_image'));
  problems.push(...differs('twitter:title', await meta(page, 'meta[name="twitter:title"]'), title));
  problems.push(...differs('twitter:description', await meta(page, 'meta[name="twitter:description"]'), description));
  problems.push(
    ...differs('twitter:image', await meta(page, 'meta[name="twitter:image"]'), `${SITE}/img/social-card.png`),
  );
  problems.push(...differs('the robots meta tag', await meta(page, 'meta[name="robots"]'), null));
  return problems;
}

/** A page left out of the sitemap (search, tag and page-number duplicates) asks search engines not to index it. */
export async function unindexedPageHeadProblems(page: Page): Promise<string[]> {
  const robots = await meta(page, 'meta[name="robots"]');
  return /noindex/.test(robots ?? '')
    ? []
    : [`not in the sitemap, yet its robots meta tag is ${JSON.stringify(robots)}`];
}
