import type { Route } from '../route';
import { siteConfig } from '../site-config';
import { blogPaths } from './paths';
import { getAuthors, getListPages, getPosts, getTags } from './source';

/**
 * The blog's pages for the route table (sitemap, llms.txt, search, /my-page). Tag shortcuts are
 * left out: they only send readers on to the tag page.
 */
export function blogRoutes(): Route[] {
  const { title, description } = siteConfig.blog;
  return [
    ...getListPages().map((page) => ({
      path: blogPaths.listPage(page.number),
      kind: 'blog' as const,
      title: page.number === 1 ? title : `${title}, page ${page.number}`,
      description,
    })),
    ...getPosts().map((post) => ({
      path: post.path,
      kind: 'blog-post' as const,
      title: post.title,
      description: post.description,
      source: post.displayPath,
    })),
    { path: blogPaths.archive, kind: 'blog', title: archiveTitle, description: archiveDescription },
    { path: blogPaths.authors, kind: 'blog', title: authorsTitle, description: authorsDescription },
    ...getAuthors().map(({ author }) => ({
      path: author.path,
      kind: 'blog' as const,
      title: author.name,
      description: authorDescription(author.name),
    })),
    { path: blogPaths.tags, kind: 'blog', title: tagsTitle, description: tagsDescription },
    ...getTags().map(({ tag, posts }) => ({
      path: tag.path,
      kind: 'blog' as const,
      title: tagPageTitle(tag.label, posts.length),
      description: tag.description,
    })),
  ];
}

/** Titles and descriptions shared by the pages and the route table, so both always agree. */
export const archiveTitle = 'Archive';
export const archiveDescription = 'Every post on the blog, grouped by the year it was published.';
export const authorsTitle = 'Authors';
export const authorsDescription = 'Everyone who writes on the blog, with the number of posts each has published.';
export const tagsTitle = 'Tags';
export const tagsDescription = 'Every topic the blog covers, with the number of posts on each.';

export function authorDescription(name: string): string {
  return `Posts written by ${name}.`;
}

export function tagPageTitle(label: string, count: number): string {
  return `${count} ${count === 1 ? 'post' : 'posts'} tagged with "${label}"`;
}
