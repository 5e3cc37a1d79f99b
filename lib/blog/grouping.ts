import type { BlogAuthor, BlogPost, BlogTag } from './load-blog';

export interface ListPage {
  /** 1-based page number. */
  number: number;
  total: number;
  posts: BlogPost[];
}

/** Splits the posts into list pages of `perPage`; an empty blog still has one (empty) page. */
export function paginate(posts: BlogPost[], perPage: number): ListPage[] {
  const total = Math.max(1, Math.ceil(posts.length / perPage));
  return Array.from({ length: total }, (_, i) => ({
    number: i + 1,
    total,
    posts: posts.slice(i * perPage, (i + 1) * perPage),
  }));
}

export interface YearGroup {
  year: number;
  posts: BlogPost[];
}

/** Posts by publication year (UTC), keeping the order they come in, newest year first. */
export function groupByYear(posts: BlogPost[]): YearGroup[] {
  const groups = new Map<number, BlogPost[]>();
  for (const post of posts) {
    const year = post.date.getUTCFullYear();
    groups.set(year, [...(groups.get(year) ?? []), post]);
  }
  return [...groups.entries()].sort(([a], [b]) => b - a).map(([year, list]) => ({ year, posts: list }));
}

export function postsWithTag(posts: BlogPost[], tag: Pick<BlogTag, 'key'>): BlogPost[] {
  return posts.filter((post) => post.tags.some((t) => t.key === tag.key));
}

export function postsByAuthor(posts: BlogPost[], author: Pick<BlogAuthor, 'key'>): BlogPost[] {
  return posts.filter((post) => post.authors.some((a) => a.key === author.key));
}

/** The neighbours of a post in a newest-first list: the newer one and the older one. */
export function neighbours(posts: BlogPost[], slug: string): { newer?: BlogPost; older?: BlogPost } {
  const index = posts.findIndex((post) => post.slug === slug);
  if (index === -1) return {};
  return { newer: posts[index - 1], older: posts[index + 1] };
}
