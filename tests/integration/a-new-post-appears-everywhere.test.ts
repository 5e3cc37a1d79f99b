import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

/*
 * The fixture's second post (2026-01-20-newer-post.md) was added as a file and nothing else: these
 * checks read the site through the same getters the routes, feeds, sitemap, llms.txt and search
 * use, pointed at the fixture with PLUMBLINE_CONTENT_DIR, and find the post in each of them.
 */
const fixture = path.join(process.cwd(), 'tests/fixtures/a-blog-with-two-posts');
const NEW_POST = '/blog/the-newer-post';

const m = withContentDir(fixture, async () => ({
  source: await import('@/lib/blog/source'),
  routes: await import('@/lib/routes'),
  feed: await import('@/lib/blog/feed-response'),
  sitemap: await import('@/app/sitemap'),
  llms: await import('@/lib/llms'),
}));

describe('a post dropped into content/blog appears everywhere with no code change', () => {
  it('heads the blog list', () => {
    expect(m.source.getListPages()[0].posts.map((p) => p.path)).toEqual([NEW_POST, '/blog/older-post']);
  });

  it('opens its own year in the archive and the sidebar', () => {
    const byYear = (groups: { year: number; posts: { path: string }[] }[]) =>
      groups.map((g) => [g.year, g.posts.map((p) => p.path)]);
    expect(byYear(m.source.getArchive())).toEqual([
      [2026, [NEW_POST]],
      [2025, ['/blog/older-post']],
    ]);
    expect(byYear(m.source.getSidebarGroups())).toEqual(byYear(m.source.getArchive()));
  });

  it('is listed on each of its tag pages, and brings the tags only it uses', () => {
    const tags = m.source.getTags().map(({ tag, posts }) => [tag.path, posts.map((p) => p.path)]);
    expect(tags).toEqual([
      ['/blog/tags/blog/tags/alpha', [NEW_POST, '/blog/older-post']],
      ['/blog/tags/blog/tags/beta', [NEW_POST]],
      ['/blog/tags/blog/tags/third-tag', [NEW_POST]],
    ]);
  });

  it('is listed under each of its authors, and brings the author only it names', () => {
    const authors = m.source.getAuthors().map(({ author, posts }) => [author.path, posts.length]);
    expect(authors).toEqual([
      ['/blog/authors/team', 2],
      ['/blog/authors/second', 1],
    ]);
  });

  it('links to the older post as its neighbour', () => {
    expect(m.source.getPostNeighbours('the-newer-post').older?.path).toBe('/blog/older-post');
  });

  it('enters the route table as a searchable blog post with its source and description', () => {
    const table = m.routes.getRouteTable();
    expect(table.find((r) => r.path === NEW_POST)).toMatchObject({
      kind: 'blog-post',
      title: 'The newer post',
      description: 'The second fixture post, dropped in with no code change.',
      source: 'tests/fixtures/a-blog-with-two-posts/blog/2026-01-20-newer-post.md',
    });
    const blogPages = table.filter((r) => r.kind === 'blog').map((r) => r.path);
    expect(blogPages).toEqual([
      '/blog',
      '/blog/archive',
      '/blog/authors',
      '/blog/authors/team',
      '/blog/authors/second',
      '/blog/tags',
      '/blog/tags/blog/tags/alpha',
      '/blog/tags/blog/tags/beta',
      '/blog/tags/blog/tags/third-tag',
    ]);
  });

  it('is in the sitemap and in llms.txt', () => {
    expect(m.sitemap.default().map((entry) => entry.url)).toContain(`https://docs.plumbline.example${NEW_POST}`);
    expect(m.llms.getLlmsIndex()).toContain(
      `- [The newer post](https://docs.plumbline.example${NEW_POST}): The second fixture post, dropped in with no code change.`,
    );
  });

  it('is in every feed the route handlers write', async () => {
    for (const format of ['rss', 'atom', 'json'] as const) {
      const response = await m.feed.feedResponse(format);
      expect(await response.text(), format).toContain(`https://docs.plumbline.example${NEW_POST}`);
    }
  });
});
