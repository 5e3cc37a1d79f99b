import { Feed, type Item } from 'feed';
import { siteConfig } from '../site-config';
import { absoluteUrl } from '../routes';
import { compileMarkdownToHtml } from '../mdx/compile-html';
import { cachedByContent } from '../content/build-cache';
import type { Blog, BlogAuthor } from './load-blog';
import { blogPaths } from './paths';

export type FeedFormat = 'rss' | 'atom' | 'json';

export interface FeedOptions {
  /** Source file -> page URL, so relative `.md` links in a post become page links. */
  routesBySource: Map<string, string>;
  /** Content folder holding images; defaults to the site's content/. */
  contentRoot?: string;
}

/** An author image may be a path under public/ or already absolute. */
function avatarUrl(author: BlogAuthor): string {
  return author.image.startsWith('/') ? absoluteUrl(author.image) : author.image;
}

/**
 * One feed object for all three formats: the site's title and description, absolute URLs under
 * the configured url and baseUrl, and every post in full as HTML with its authors and tags.
 */
export async function buildFeed(blog: Blog, format: FeedFormat, options: FeedOptions): Promise<Feed> {
  const blogUrl = absoluteUrl(blogPaths.list);
  const feed = new Feed({
    id: blogUrl,
    link: blogUrl,
    title: `${siteConfig.title} ${siteConfig.blog.title}`,
    description: siteConfig.blog.description,
    language: siteConfig.i18n.defaultLocale,
    favicon: absoluteUrl(siteConfig.favicon),
    image: absoluteUrl(siteConfig.navbar.logo.src),
    copyright: siteConfig.footer.copyright,
    updated: blog.posts[0]?.date,
    feedLinks: {
      rss: absoluteUrl(blogPaths.feeds.rss),
      atom: absoluteUrl(blogPaths.feeds.atom),
      json: absoluteUrl(blogPaths.feeds.json),
    },
  });
  for (const post of blog.posts) {
    const link = absoluteUrl(post.path);
    // The RSS, Atom and JSON feeds share one rendering of each post.
    const content = await cachedByContent(
      'feed-html',
      post.sourcePath,
      [post.body, link, options.contentRoot ?? '', JSON.stringify([...options.routesBySource])],
      () =>
        compileMarkdownToHtml(post, {
          routesBySource: options.routesBySource,
          contentRoot: options.contentRoot,
          pageUrl: link,
        }),
    );
    feed.addItem({
      id: link,
      link,
      title: post.title,
      description: post.description,
      content,
      date: post.date,
      published: post.date,
      ...authorsFor(format, post.authors),
      category: post.tags.map((tag) => ({
        name: tag.label,
        term: tag.label,
        domain: absoluteUrl(tag.path),
        scheme: absoluteUrl(tag.path),
      })),
    });
  }
  return feed;
}

/**
 * RSS 2.0's <author> must hold an e-mail address, which our authors do not publish, so RSS names
 * them with Dublin Core's <dc:creator> (the namespace the feed package declares) instead.
 */
function authorsFor(format: FeedFormat, authors: BlogAuthor[]): Pick<Item, 'author' | 'extensions'> {
  if (format === 'rss')
    return {
      extensions: [
        { name: 'dc:creator', objects: authors.map((a) => ({ _text: a.name })) as unknown as Record<string, unknown> },
      ],
    };
  return { author: authors.map((author) => ({ name: author.name, link: author.url, avatar: avatarUrl(author) })) };
}

const RENDER: Record<FeedFormat, (feed: Feed) => string> = {
  rss: (feed) => feed.rss2(),
  atom: (feed) => feed.atom1(),
  json: (feed) => feed.json1(),
};

export const FEED_CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
};

export async function renderFeed(blog: Blog, format: FeedFormat, options: FeedOptions): Promise<string> {
  return RENDER[format](await buildFeed(blog, format, options));
}
