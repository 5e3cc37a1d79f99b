import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/*
 * Eleven posts are one more than a list page holds, so the blog gains /blog/page/2. The posts are
 * written to a temporary content folder: their text does not matter, only their number and dates.
 */
let dir: string;
let routes: typeof import('@/lib/blog/routes');
let source: typeof import('@/lib/blog/source');
const previous = process.env.PLUMBLINE_CONTENT_DIR;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-blog-'));
  const blog = path.join(dir, 'blog');
  fs.mkdirSync(blog);
  fs.writeFileSync(
    path.join(blog, 'authors.yml'),
    'team:\n  name: Team\n  title: Writes\n  url: https://team.example\n  image: /img/logo.svg\n',
  );
  fs.writeFileSync(path.join(blog, 'tags.yml'), 'news:\n  label: News\n  description: Every post.\n');
  for (let day = 1; day <= 11; day++) {
    const date = `2026-03-${String(day).padStart(2, '0')}`;
    fs.writeFileSync(
      path.join(blog, `${date}-post-${day}.md`),
      `---\ntitle: Post ${day}\ndescription: Number ${day}.\nauthors: [team]\ntags: [news]\n---\n\nText.\n`,
    );
  }
  process.env.PLUMBLINE_CONTENT_DIR = dir;
  source = await import('@/lib/blog/source');
  routes = await import('@/lib/blog/routes');
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.PLUMBLINE_CONTENT_DIR;
  else process.env.PLUMBLINE_CONTENT_DIR = previous;
});

describe('a blog past ten posts', () => {
  it('puts the ten newest on /blog and the eleventh on /blog/page/2', () => {
    const pages = source.getListPages();
    expect(pages.map((p) => p.posts.map((post) => post.slug))).toEqual([
      ['post-11', 'post-10', 'post-9', 'post-8', 'post-7', 'post-6', 'post-5', 'post-4', 'post-3', 'post-2'],
      ['post-1'],
    ]);
  });

  it('adds /blog/page/2 to the route table, and the sidebar keeps to the five newest', () => {
    const lists = routes.blogRoutes().filter((r) => r.path === '/blog' || r.path.startsWith('/blog/page/'));
    expect(lists.map((r) => [r.path, r.title])).toEqual([
      ['/blog', 'Blog'],
      ['/blog/page/2', 'Blog, page 2'],
    ]);
    expect(source.getSidebarGroups().flatMap((g) => g.posts.map((p) => p.slug))).toEqual([
      'post-11',
      'post-10',
      'post-9',
      'post-8',
      'post-7',
    ]);
  });
});
