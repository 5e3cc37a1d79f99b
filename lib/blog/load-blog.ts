import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { contentRoot, isMarkdown, listFiles, readMarkdownFile, toDisplayPath } from '../content/files';
import { ContentError, formatIssues, parseOrThrow } from '../content/schemas';
import { contentTitle, titledFrontMatter, withoutContentTitle } from '../content/content-title';
import { firstParagraphText } from '../content/first-paragraph';
import { dedupeRoutes } from '../integrity/dedupe-routes';
import { siteConfig } from '../site-config';
import { splitExcerpt, type Excerpt } from './excerpt';
import { blogPaths, RESERVED_SEGMENTS } from './paths';
import { countWords, readingMinutes } from './reading-time';
import { authorsFileSchema, postFrontMatterSchema, tagsFileSchema } from './schemas';

export interface BlogAuthor {
  key: string;
  name: string;
  /** The author's role, e.g. "Product and engineering team". */
  title: string;
  url: string;
  /** Avatar path under public/ or an https URL. */
  image: string;
  type: 'person' | 'organization';
  /** The author's page, listing their posts. */
  path: string;
}

export interface BlogTag {
  key: string;
  label: string;
  description: string;
  /** The tag page, `/blog/tags/blog/tags/<key>` unless tags.yml says otherwise. */
  path: string;
  /** `/blog/tags/<key>`, a static page that sends readers on to `path`. */
  shortcutPath: string;
}

export interface BlogPost {
  slug: string;
  path: string;
  /** `title:`, or else the `# Heading` the post opens with: its name in lists, feeds and the browser tab. */
  title: string;
  /** The heading of the post's page: the `# Heading` it opens with when it has one, else its title. */
  heading: string;
  description: string;
  date: Date;
  authors: BlogAuthor[];
  tags: BlogTag[];
  keywords: string[];
  draft: boolean;
  words: number;
  readingMinutes: number;
  excerpt: Excerpt;
  /** Absolute path of the Markdown source. */
  sourcePath: string;
  /** Source path relative to the repository, for messages, search and the route table. */
  displayPath: string;
  /** The Markdown after the front matter, its opening `# Heading` taken out (lines kept blank). */
  body: string;
  bodyStartLine: number;
  format: 'md';
}

export interface Blog {
  /** Newest first. */
  posts: BlogPost[];
  /** Authors with at least one post, in authors.yml order. */
  authors: BlogAuthor[];
  /** Tags with at least one post, in tags.yml order. */
  tags: BlogTag[];
}

export interface LoadBlogOptions {
  /** Folder holding the posts, authors.yml and tags.yml; defaults to `content/blog`. */
  blogDir?: string;
  showDrafts?: boolean;
}

const DATED_FILE = /^(\d{4}-\d{2}-\d{2})-(.+)$/;

/** Reads and validates every post, author and tag. Any mistake stops the build naming file and field. */
export function loadBlog({
  blogDir = path.join(contentRoot, 'blog'),
  showDrafts = siteConfig.blog.showDrafts,
}: LoadBlogOptions = {}): Blog {
  const postFiles = listFiles(blogDir).filter((rel) => isMarkdown(rel) && !rel.includes('/') && !rel.startsWith('_'));
  if (postFiles.length === 0) return { posts: [], authors: [], tags: [] };
  const files = { authors: path.join(blogDir, 'authors.yml'), tags: path.join(blogDir, 'tags.yml') };
  const authors = readAuthors(files.authors);
  const tags = readTags(files.tags);
  const schema = postFrontMatterSchema([...authors.keys()], [...tags.keys()], {
    authors: toDisplayPath(files.authors),
    tags: toDisplayPath(files.tags),
  });
  const all = postFiles.map((rel) => readPost(path.join(blogDir, rel), schema, authors, tags));
  const posts = dedupeRoutes(all.filter((post) => showDrafts || !post.draft)).sort(newestFirst);
  const used = (key: string, of: (post: BlogPost) => { key: string }[]) =>
    posts.some((post) => of(post).some((x) => x.key === key));
  return {
    posts,
    authors: [...authors.values()].filter((a) => used(a.key, (p) => p.authors)),
    tags: [...tags.values()].filter((t) => used(t.key, (p) => p.tags)),
  };
}

type PostSchema = ReturnType<typeof postFrontMatterSchema>;

function readPost(
  absPath: string,
  schema: PostSchema,
  authors: Map<string, BlogAuthor>,
  tags: Map<string, BlogTag>,
): BlogPost {
  const file = readMarkdownFile(absPath);
  if (absPath.endsWith('.mdx')) {
    throw new Error(
      `Blog posts are Markdown (.md): rename ${file.displayPath}. The feeds render posts to plain HTML, which cannot run MDX code.`,
    );
  }
  const { data: fm, issues } = titledFrontMatter('post', schema, file.data, file);
  if (!fm || issues.length > 0)
    throw new ContentError(
      `Invalid front matter in ${file.displayPath}:\n${formatIssues(file.displayPath, issues).join('\n')}`,
    );
  // As Docusaurus does, the `# Heading` a post opens with leaves its body for the post's header, and is its title when front matter has none.
  const opening = contentTitle(file.body);
  const title = fm.title ?? opening!.text;
  const body = opening ? withoutContentTitle(file.body, opening) : file.body;
  const dated = DATED_FILE.exec(path.basename(absPath).replace(/\.md$/, ''));
  const date = fm.date ?? (dated ? new Date(`${dated[1]}T00:00:00Z`) : undefined);
  if (!date) {
    throw new ContentError(
      `Invalid front matter in ${file.displayPath}:\n  - ${file.displayPath}: add \`date:\` (YYYY-MM-DD), or start the file name with the date`,
    );
  }
  const slug = fm.slug ?? (dated ? dated[2] : path.basename(absPath, '.md'));
  if (RESERVED_SEGMENTS.includes(slug)) {
    throw new ContentError(
      `Invalid front matter in ${file.displayPath}:\n  - ${file.displayPath}: \`slug:\` "${slug}" is taken by the blog's own pages (${RESERVED_SEGMENTS.join(', ')}); choose another`,
    );
  }
  const words = countWords(body);
  return {
    slug,
    path: blogPaths.post(slug),
    title,
    heading: opening?.text ?? title,
    description: fm.description ?? firstParagraphText(body) ?? title,
    date,
    authors: fm.authors.map((key) => authors.get(key)!),
    tags: (fm.tags ?? []).map((key) => tags.get(key)!),
    keywords: fm.keywords ?? [],
    draft: fm.draft ?? false,
    words,
    readingMinutes: readingMinutes(words),
    excerpt: splitExcerpt(body),
    sourcePath: absPath,
    displayPath: file.displayPath,
    body,
    bodyStartLine: file.bodyStartLine,
    format: 'md',
  };
}

function readAuthors(file: string): Map<string, BlogAuthor> {
  const data = parseOrThrow(
    authorsFileSchema,
    readYaml(file, 'posts name their authors by key'),
    toDisplayPath(file),
    'authors file',
  );
  return new Map(
    Object.entries(data).map(([key, a]) => [
      key,
      {
        key,
        name: a.name,
        title: a.title,
        url: a.url,
        image: a.image,
        type: a.type ?? 'person',
        path: blogPaths.author(key),
      },
    ]),
  );
}

function readTags(file: string): Map<string, BlogTag> {
  const data = parseOrThrow(
    tagsFileSchema,
    readYaml(file, 'posts name their tags by key'),
    toDisplayPath(file),
    'tags file',
  );
  if ('blog' in data) {
    // `/blog/tags/blog` is the first half of every tag page path, so it cannot also be a tag's shortcut.
    throw new ContentError(
      `Invalid tags file in ${toDisplayPath(file)}:\n  - ${toDisplayPath(file)}: \`blog:\` cannot be a tag key; choose another key`,
    );
  }
  return new Map(
    Object.entries(data).map(([key, t]) => [
      key,
      {
        key,
        label: t.label,
        description: t.description,
        path: t.permalink ?? blogPaths.tag(key),
        shortcutPath: blogPaths.tagShortcut(key),
      },
    ]),
  );
}

function readYaml(file: string, why: string): unknown {
  const display = toDisplayPath(file);
  if (!fs.existsSync(file)) throw new Error(`${display} is missing: ${why}, so the blog needs this file.`);
  try {
    return YAML.parse(fs.readFileSync(file, 'utf8')) ?? {};
  } catch (error) {
    throw new Error(`Invalid YAML in ${display}: ${(error as Error).message}`);
  }
}

function newestFirst(a: BlogPost, b: BlogPost): number {
  return b.date.getTime() - a.date.getTime() || a.title.localeCompare(b.title);
}
