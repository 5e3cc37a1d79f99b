import path from 'node:path';
import { oncePerBuild } from '../content/build-cache';
import { contentRoot, toDisplayPath } from '../content/files';
import { siteConfig } from '../site-config';
import { groupByYear, neighbours, paginate, postsByAuthor, postsWithTag } from './grouping';
import { loadBlog, type Blog, type BlogPost } from './load-blog';
import type { CompileInput } from '../mdx/compile-input';

/**
 * The one loader every blog route asks: the content is read once per build (once per request in `next dev`), and
 * `generateStaticParams`, `generateMetadata` and the pages get their answers from here.
 */
export const getBlog = oncePerBuild('blog', (): Blog => {
  const blog = loadBlog();
  if (blog.posts.length === 0) {
    // The static export cannot build a route with no pages, so say what is missing instead of
    // letting Next fail on an empty generateStaticParams.
    throw new Error(
      `The blog has no published posts: add a Markdown post to ${toDisplayPath(path.join(contentRoot, 'blog'))} (front matter title, description, authors; authors.yml and tags.yml beside it).`,
    );
  }
  return blog;
});

export function getPosts() {
  return getBlog().posts;
}

/** A post's excerpt as the blog's lists show it: compiled apart, with the post's line numbers. */
export function excerptInput(post: BlogPost): CompileInput {
  return {
    sourcePath: post.sourcePath,
    body: post.excerpt.markdown,
    bodyStartLine: post.bodyStartLine,
    format: post.format,
  };
}

export function getPostBySlug(slug: string) {
  return getPosts().find((post) => post.slug === slug);
}

export function getPostNeighbours(slug: string) {
  return neighbours(getPosts(), slug);
}

export function getListPages() {
  return paginate(getPosts(), siteConfig.blog.postsPerPage);
}

export function getArchive() {
  return groupByYear(getPosts());
}

/** The newest posts for the sidebar, grouped by year. */
export function getSidebarGroups() {
  return groupByYear(getPosts().slice(0, siteConfig.blog.sidebarCount));
}

export function getAuthors() {
  return getBlog().authors.map((author) => ({ author, posts: postsByAuthor(getPosts(), author) }));
}

export function getAuthor(key: string) {
  return getAuthors().find((entry) => entry.author.key === key);
}

export function getTags() {
  return getBlog().tags.map((tag) => ({ tag, posts: postsWithTag(getPosts(), tag) }));
}

/** The tag whose page is at `path`. */
export function getTagByPath(path: string) {
  return getTags().find((entry) => entry.tag.path === path);
}

/** The tag a `/blog/tags/<key>` shortcut stands for, when its page lives elsewhere. */
export function getTagByShortcut(path: string) {
  return getTags().find((entry) => entry.tag.shortcutPath === path && entry.tag.path !== path);
}
