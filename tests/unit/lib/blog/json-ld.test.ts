import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlog } from '@/lib/blog/load-blog';
import { blogPostingJsonLd } from '@/lib/blog/json-ld';

const site = path.join(process.cwd(), 'tests/fixtures/a-blog-with-two-posts');
const blog = loadBlog({ blogDir: path.join(site, 'blog'), showDrafts: false });
const post = (slug: string) => blog.posts.find((p) => p.slug === slug)!;

const ORIGIN = 'https://docs.plumbline.example';

describe('a post page’s BlogPosting', () => {
  it('names the post, its absolute URL, date, length and language', () => {
    const newer = post('the-newer-post');
    expect(blogPostingJsonLd(newer)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      '@id': `${ORIGIN}/blog/the-newer-post`,
      mainEntityOfPage: `${ORIGIN}/blog/the-newer-post`,
      url: `${ORIGIN}/blog/the-newer-post`,
      headline: 'The newer post',
      name: 'The newer post',
      description: 'The second fixture post, dropped in with no code change.',
      datePublished: '2026-01-20T00:00:00.000Z',
      wordCount: newer.words,
      timeRequired: `PT${newer.readingMinutes}M`,
      inLanguage: 'en-US',
    });
  });

  it('gives the reading time as an ISO 8601 duration in whole minutes', () => {
    const data = blogPostingJsonLd({ ...post('the-newer-post'), readingMinutes: 7 });
    expect(data.timeRequired).toBe('PT7M');
  });

  it('lists the tag labels, then the front matter keywords, as keywords', () => {
    const data = blogPostingJsonLd({ ...post('the-newer-post'), keywords: ['agents', 'sql'] });
    expect(data.keywords).toEqual(['Alpha', 'Beta', 'Gamma', 'agents', 'sql']);
  });

  it('types each author as a Person or an Organization, and makes a site-relative avatar absolute', () => {
    expect(blogPostingJsonLd(post('the-newer-post')).author).toEqual([
      { '@type': 'Organization', name: 'Fixture Team', url: 'https://team.example', image: `${ORIGIN}/img/logo.svg` },
      {
        '@type': 'Person',
        name: 'Second Author',
        url: 'https://second.example',
        image: 'https://second.example/avatar.png',
      },
    ]);
  });

  it('names the site as publisher, with its logo, and the blog the post is part of', () => {
    const data = blogPostingJsonLd(post('older-post'));
    expect(data.publisher).toEqual({
      '@type': 'Organization',
      name: 'Plumbline',
      logo: { '@type': 'ImageObject', url: `${ORIGIN}/img/logo.svg` },
    });
    expect(data.isPartOf).toEqual({ '@type': 'Blog', '@id': `${ORIGIN}/blog`, name: 'Plumbline Docs Blog' });
  });
});
