import { describe, expect, it } from 'vitest';
import { groupByYear, neighbours, paginate, postsByAuthor, postsWithTag } from '@/lib/blog/grouping';
import type { BlogAuthor, BlogPost, BlogTag } from '@/lib/blog/load-blog';

const author = (key: string) => ({ key }) as BlogAuthor;
const tag = (key: string) => ({ key }) as BlogTag;

/** Just the fields grouping reads; the rest of a post does not matter here. */
function post(slug: string, date: string, tags: string[] = [], authors: string[] = ['team']): BlogPost {
  return { slug, date: new Date(`${date}T00:00:00Z`), tags: tags.map(tag), authors: authors.map(author) } as BlogPost;
}

/** 23 posts, newest first: one every ten days back from 2026-11-02. */
const many = Array.from({ length: 23 }, (_, i) => {
  const date = new Date(Date.UTC(2026, 10, 2) - i * 10 * 86_400_000).toISOString().slice(0, 10);
  return post(`post-${i + 1}`, date);
});

describe('pagination', () => {
  it('splits posts into pages of ten, keeping their order', () => {
    const pages = paginate(many, 10);
    expect(pages.map((p) => [p.number, p.total, p.posts.length])).toEqual([
      [1, 3, 10],
      [2, 3, 10],
      [3, 3, 3],
    ]);
    expect(pages[1].posts[0].slug).toBe('post-11');
  });

  it('has one page for ten posts or fewer', () => {
    expect(paginate(many.slice(0, 10), 10).map((p) => p.posts.length)).toEqual([10]);
    expect(paginate([], 10)).toEqual([{ number: 1, total: 1, posts: [] }]);
  });
});

describe('grouping by year', () => {
  it('groups newest year first, in the posts’ own order, by the UTC year', () => {
    const groups = groupByYear([post('c', '2026-01-01'), post('b', '2025-12-31'), post('a', '2025-01-01')]);
    expect(groups.map((g) => [g.year, g.posts.map((p) => p.slug)])).toEqual([
      [2026, ['c']],
      [2025, ['b', 'a']],
    ]);
  });

  it('covers every post of a long list', () => {
    const groups = groupByYear(many);
    expect(groups.map((g) => g.year)).toEqual([2026]);
    expect(groups.flatMap((g) => g.posts)).toHaveLength(23);
  });
});

describe('tags, authors and neighbours', () => {
  const posts = [
    post('new', '2026-03-01', ['ai', 'data'], ['team', 'guest']),
    post('mid', '2026-02-01', ['data']),
    post('old', '2025-01-01', ['ai']),
  ];

  it('finds the posts with a tag and by an author', () => {
    expect(postsWithTag(posts, tag('ai')).map((p) => p.slug)).toEqual(['new', 'old']);
    expect(postsWithTag(posts, tag('none'))).toEqual([]);
    expect(postsByAuthor(posts, author('guest')).map((p) => p.slug)).toEqual(['new']);
  });

  it('gives the newer and the older post around a post', () => {
    expect(neighbours(posts, 'mid')).toEqual({ newer: posts[0], older: posts[2] });
    expect(neighbours(posts, 'new')).toEqual({ newer: undefined, older: posts[1] });
    expect(neighbours(posts, 'missing')).toEqual({});
  });
});
