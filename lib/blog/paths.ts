import { siteConfig } from '../site-config';

/** Every blog URL rule in one place; pages, feeds, the route table and the tests ask here. */
const base = siteConfig.blog.routeBasePath;

/** Where tag pages live: the `blog/tags` segment appears twice on purpose. */
export const TAG_PAGES_BASE = `${base}/tags/blog/tags`;

/** Path segments under /blog that belong to the blog's own pages and feeds, never to a post. */
export const RESERVED_SEGMENTS = ['page', 'archive', 'authors', 'tags', 'rss.xml', 'atom.xml', 'feed.json'];

export const blogPaths = {
  list: base,
  /** List page `n` (1-based); page 1 is the blog's own URL. */
  listPage: (n: number) => (n <= 1 ? base : `${base}/page/${n}`),
  post: (slug: string) => `${base}/${slug}`,
  archive: `${base}/archive`,
  authors: `${base}/authors`,
  author: (key: string) => `${base}/authors/${key}`,
  tags: `${base}/tags`,
  /** Default tag page path when tags.yml gives no permalink. */
  tag: (key: string) => `${TAG_PAGES_BASE}/${key}`,
  /** The short address a reader may type; it sends them to the tag page. */
  tagShortcut: (key: string) => `${base}/tags/${key}`,
  feeds: { rss: `${base}/rss.xml`, atom: `${base}/atom.xml`, json: `${base}/feed.json` },
} as const;
