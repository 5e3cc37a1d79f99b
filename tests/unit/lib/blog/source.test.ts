import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { writeBlogOfPosts } from '@/tests/helpers/blog-of-posts';

const TWO_POSTS = path.join(process.cwd(), 'tests/fixtures/a-blog-with-two-posts');
const made = fs.mkdtempSync(path.join(os.tmpdir(), 'blog-source-'));
const ELEVEN_POSTS = path.join(made, 'eleven-posts');
const NO_POSTS = path.join(made, 'no-posts');
writeBlogOfPosts(ELEVEN_POSTS, 11);
writeBlogOfPosts(NO_POSTS, 0);

/** The blog loader of a process whose content folder is `content`. */
async function blogOf(content: string) {
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', content);
  vi.resetModules();
  return import('@/lib/blog/source');
}

afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(() => {
  vi.resetModules();
  fs.rmSync(made, { recursive: true, force: true });
});

const slugs = (posts: { slug: string }[]) => posts.map((post) => post.slug);

describe('the posts', () => {
  it('are read once, the published ones newest first, a draft left out outside next dev', async () => {
    const blog = await blogOf(TWO_POSTS);
    expect(blog.getBlog()).toBe(blog.getBlog());
    expect(slugs(blog.getPosts())).toEqual(['the-newer-post', 'older-post']);
  });

  it('are found by slug, with the newer and older post beside each', async () => {
    const blog = await blogOf(TWO_POSTS);
    expect(blog.getPostBySlug('older-post')?.title).toBe('The older post');
    expect(blog.getPostBySlug('a-draft')).toBeUndefined();
    const { newer, older } = blog.getPostNeighbours('the-newer-post');
    expect(newer).toBeUndefined();
    expect(older?.slug).toBe('older-post');
  });

  it('are archived by year, the newest year first', async () => {
    const blog = await blogOf(TWO_POSTS);
    expect(blog.getArchive().map(({ year, posts }) => [year, slugs(posts)])).toEqual([
      [2026, ['the-newer-post']],
      [2025, ['older-post']],
    ]);
  });

  it('stop the build when there are none, saying where to add one', async () => {
    const blog = await blogOf(NO_POSTS);
    expect(() => blog.getBlog()).toThrow(
      `The blog has no published posts: add a Markdown post to ${path.relative(process.cwd(), path.join(NO_POSTS, 'blog'))} (front matter title, description, authors; authors.yml and tags.yml beside it).`,
    );
  });
});

describe('a blog past ten posts', () => {
  it('puts the ten newest on /blog and the eleventh on /blog/page/2', async () => {
    const pages = (await blogOf(ELEVEN_POSTS)).getListPages();
    expect(pages.map((p) => p.posts.map((post) => post.slug))).toEqual([
      ['post-11', 'post-10', 'post-9', 'post-8', 'post-7', 'post-6', 'post-5', 'post-4', 'post-3', 'post-2'],
      ['post-1'],
    ]);
  });

  it('keeps the sidebar to the five newest', async () => {
    const blog = await blogOf(ELEVEN_POSTS);
    expect(blog.getSidebarGroups().flatMap((g) => g.posts.map((p) => p.slug))).toEqual([
      'post-11',
      'post-10',
      'post-9',
      'post-8',
      'post-7',
    ]);
  });
});

describe('the authors', () => {
  it('are those with posts, each with theirs', async () => {
    const blog = await blogOf(TWO_POSTS);
    expect(blog.getAuthors().map(({ author, posts }) => [author.key, slugs(posts)])).toEqual([
      ['team', ['the-newer-post', 'older-post']],
      ['second', ['the-newer-post']],
    ]);
    expect(blog.getAuthor('second')?.author.name).toBe('Second Author');
    expect(blog.getAuthor('unused')).toBeUndefined();
  });
});

describe('the tags', () => {
  it('are those with posts, each with theirs, found by the path of their page', async () => {
    const blog = await blogOf(TWO_POSTS);
    expect(blog.getTags().map(({ tag, posts }) => [tag.key, slugs(posts)])).toEqual([
      ['alpha', ['the-newer-post', 'older-post']],
      ['beta', ['the-newer-post']],
      ['gamma', ['the-newer-post']],
    ]);
    expect(blog.getTagByPath('/blog/tags/blog/tags/third-tag')?.tag.key).toBe('gamma');
    expect(blog.getTagByPath('/blog/tags/gamma')).toBeUndefined();
  });

  it('are found by their /blog/tags/<key> shortcut when their page lives elsewhere', async () => {
    const blog = await blogOf(TWO_POSTS);
    expect(blog.getTagByShortcut('/blog/tags/gamma')?.tag.path).toBe('/blog/tags/blog/tags/third-tag');
    expect(blog.getTagByShortcut('/blog/tags/third-tag')).toBeUndefined();
  });
});
