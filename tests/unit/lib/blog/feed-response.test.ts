import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const fixture = path.join(process.cwd(), 'tests/fixtures/a-blog-with-two-posts');

const m = withContentDir(fixture, async () => ({
  response: await import('@/lib/blog/feed-response'),
  feed: await import('@/lib/blog/feed'),
  source: await import('@/lib/blog/source'),
  links: await import('@/lib/content/link-targets'),
}));

describe('a feed route’s response', () => {
  it.each([
    ['rss', 'application/rss+xml; charset=utf-8'],
    ['atom', 'application/atom+xml; charset=utf-8'],
    ['json', 'application/feed+json; charset=utf-8'],
  ] as const)('serves the %s feed as %s', async (format, type) => {
    const response = await m.response.feedResponse(format);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe(type);
  });

  it.each(['rss', 'atom', 'json'] as const)('carries the %s feed of the site’s own blog', async (format) => {
    const body = await (await m.response.feedResponse(format)).text();
    const expected = await m.feed.renderFeed(m.source.getBlog(), format, {
      routesBySource: m.links.getRoutesBySource(),
    });
    expect(body).toBe(expected);
    expect(body).toContain('The newer post');
    expect(body).not.toContain('A draft post');
  });

  it('resolves a post’s link to a doc page through the site’s routes', async () => {
    const body = await (await m.response.feedResponse('json')).text();
    const older = JSON.parse(body).items.find((item: { title: string }) => item.title === 'The older post');
    expect(older.content_html).toContain('href="https://docs.plumbline.example/#details"');
  });
});
