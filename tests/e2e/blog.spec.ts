import { expect, test, type APIRequestContext } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';
import { blogPostRoute, blogRoutes, blogTags } from '../helpers/playwright/spec-routes';

/** Reading speed stated in lib/site-config.ts (siteConfig.blog.wordsPerMinute). */
const WORDS_PER_MINUTE = 200;
const FEEDS = [
  { type: 'application/rss+xml', path: '/blog/rss.xml', marker: '<rss' },
  { type: 'application/atom+xml', path: '/blog/atom.xml', marker: '<feed' },
  { type: 'application/feed+json', path: '/blog/feed.json', marker: '"version"' },
];

/** Every blog page the build lists in its sitemap, as paths: content decides, not this file. */
async function blogPagesFromSitemap(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]).pathname)
    .filter((p) => p === '/blog' || p.startsWith('/blog/'));
}

test.describe('the blog routes of the spec', () => {
  test('are all in the sitemap, with the author page', async ({ request }) => {
    const pages = await blogPagesFromSitemap(request);
    expect(pages).toEqual(expect.arrayContaining([...blogRoutes, '/blog/authors/plumbline']));
  });
});

test.describe('every blog page the content produces', () => {
  test('shows "N min read" on every post and list entry, from the post’s words at 200 a minute', async ({
    page,
    request,
  }) => {
    const posts = (await blogPagesFromSitemap(request)).filter(
      (p) => !/^\/blog(\/(page|archive|authors|tags)(\/.*)?)?$/.test(p),
    );
    expect(posts).toContain(blogPostRoute);
    for (const path of posts) {
      await visit(page, path);
      const label = (await page.locator('.blog-post-header .blog-reading-time').innerText()).trim();
      expect(label, path).toMatch(/^\d+ min read$/);
      const words = (await page.locator('article .markdown').innerText()).split(/\s+/).filter(Boolean).length;
      // The page's text is close to the source's words (code fences and link targets aside).
      expect(Math.abs(parseInt(label, 10) - Math.ceil(words / WORDS_PER_MINUTE)), path).toBeLessThanOrEqual(1);
    }
    await visit(page, '/blog');
    const entries = page.locator('.blog-summary');
    await expect(entries.first()).toBeVisible();
    for (const entry of await entries.all())
      await expect(entry.locator('.blog-reading-time')).toHaveText(/^\d+ min read$/);
  });

  test('feeds are served as XML and JSON with the posts at absolute URLs', async ({ request }) => {
    for (const feed of FEEDS) {
      const response = await request.get(feed.path);
      expect(response.status(), feed.path).toBe(200);
      const body = await response.text();
      expect(body, feed.path).toContain(feed.marker);
      expect(body, feed.path).toContain(`https://docs.plumbline.example${blogPostRoute}`);
    }
  });
});

test.describe('the blog list', () => {
  test('shows each post with date, reading time, authors with avatars, tags, its excerpt and "Read more"', async ({
    page,
  }) => {
    await visit(page, '/blog');
    const entry = page.locator('.blog-summary').filter({ has: page.locator(`a[href="${blogPostRoute}"]`) });
    await expect(entry.getByRole('heading', { level: 2 })).toHaveText(
      'Unlocking Conversational Data Agents with Plumbline',
    );
    await expect(entry.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);
    await expect(entry.getByRole('link', { name: 'Plumbline Team' })).toHaveAttribute(
      'href',
      '/blog/authors/plumbline',
    );
    expect(
      await entry
        .locator('img.blog-author-avatar')
        .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(entry.locator('.blog-tag')).toHaveCount(blogTags.length);
    await expect(entry.getByRole('link', { name: /^Read more/ })).toHaveAttribute('href', blogPostRoute);
    // The excerpt stops at the truncation marker: the post's sections are not in the list.
    await visit(page, blogPostRoute);
    const firstSection = await page.locator('article .markdown h2').first().innerText();
    await visit(page, '/blog');
    await expect(entry.locator('.markdown')).not.toContainText(firstSection.replace(/#$/, '').trim());
  });
});

test.describe('a blog post', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, blogPostRoute);
  });

  test('marks itself in the sidebar of recent posts grouped by year', async ({ page }) => {
    const sidebar = page.getByRole('navigation', { name: 'Recent blog posts' });
    const current = sidebar.locator('a[aria-current="page"]');
    await expect(current).toHaveCount(1);
    await expect(current).toHaveAttribute('href', blogPostRoute);
    const year = await page.locator('article time').getAttribute('datetime');
    await expect(sidebar.getByRole('group', { name: year!.slice(0, 4) })).toContainText(
      await page.locator('h1').innerText(),
    );
  });

  test('has a table of contents of its sections, authors with avatars and tag links', async ({ page }) => {
    const toc = page.getByRole('complementary', { name: 'Table of contents' });
    const headings = await page
      .locator('article .markdown h2[id], article .markdown h3[id]')
      .evaluateAll((els) => els.map((e) => `#${e.id}`));
    expect(headings.length).toBeGreaterThan(3);
    await expect(toc.locator('a')).toHaveCount(headings.length);
    await expect(page.locator('.blog-post-header').getByRole('link', { name: 'Plumbline Team' })).toBeVisible();
    for (const tag of blogTags)
      await expect(page.locator(`.blog-post-footer a[href="/blog/tags/blog/tags/${tag}"]`)).toHaveCount(1);
  });

  test('describes itself as a BlogPosting in JSON-LD', async ({ page }) => {
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: await page.locator('h1').innerText(),
      url: `https://docs.plumbline.example${blogPostRoute}`,
      author: [{ '@type': 'Organization', name: 'Plumbline Team' }],
    });
  });
});

test.describe('archive, tags and authors', () => {
  test('the archive groups posts by year, newest year first', async ({ page }) => {
    await visit(page, '/blog/archive');
    const sections = page.locator('.blog-archive-year');
    const years = (await sections.locator('h2').allInnerTexts()).map(Number);
    expect(years.length).toBeGreaterThan(0);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
    for (const section of await sections.all()) {
      const year = await section.locator('h2').innerText();
      for (const time of await section.locator('time').all())
        expect(await time.getAttribute('datetime')).toMatch(new RegExp(`^${year}-`));
    }
    await expect(page.locator(`.blog-archive-list a[href="${blogPostRoute}"]`)).toHaveCount(1);
  });

  test('the tags page links each tag, with its count, at /blog/tags/blog/tags/<tag>', async ({ page }) => {
    await visit(page, '/blog/tags');
    const links = await page.locator('.blog-tag-index a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of links) expect(href).toMatch(/^\/blog\/tags\/blog\/tags\/[^/]+$/);
    expect(links).toEqual(expect.arrayContaining(blogTags.map((tag) => `/blog/tags/blog/tags/${tag}`)));
    await expect(page.locator('.blog-tag-index li').first().locator('.blog-tag-count')).toHaveText(/^\d+ posts?$/);
  });

  test('each spec tag page lists the post', async ({ page }) => {
    for (const tag of blogTags) {
      await visit(page, `/blog/tags/blog/tags/${tag}`);
      await expect(page.locator('h1')).toHaveText(/^\d+ posts? tagged with ".+"$/);
      await expect(page.locator(`.blog-summary-title a[href="${blogPostRoute}"]`)).toHaveCount(1);
    }
  });

  test('/blog/tags/<tag> sends the reader to /blog/tags/blog/tags/<tag>', async ({ page, request }) => {
    for (const tag of blogTags) {
      const html = await (await request.get(`/blog/tags/${tag}`)).text();
      expect(html).toContain(`<meta http-equiv="refresh" content="0; url=/blog/tags/blog/tags/${tag}"/>`);
      expect(html).toContain(
        `<link rel="canonical" href="https://docs.plumbline.example/blog/tags/blog/tags/${tag}"/>`,
      );
      await visit(page, `/blog/tags/${tag}`);
      await expect(page).toHaveURL(new RegExp(`/blog/tags/blog/tags/${tag}$`));
      await expect(page.locator('h1')).toHaveText(/tagged with/);
    }
  });

  test('the authors page counts posts and links each author’s page, which lists them', async ({ page }) => {
    await visit(page, '/blog/authors');
    const card = page.locator('.blog-author-card').filter({ hasText: 'Plumbline Team' });
    await expect(card.locator('.blog-author-count')).toHaveText(/^\d+ posts?$/);
    await card.getByRole('link', { name: 'Plumbline Team' }).click();
    await expect(page).toHaveURL(/\/blog\/authors\/plumbline$/);
    await expect(page.locator('h1')).toHaveText('Plumbline Team');
    await expect(page.locator(`.blog-summary-title a[href="${blogPostRoute}"]`)).toHaveCount(1);
  });
});
