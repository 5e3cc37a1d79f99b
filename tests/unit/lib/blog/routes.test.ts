import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBlogOfPosts } from '@/tests/helpers/blog-of-posts';

/* Eleven posts are one more than a list page holds, so the blog gains /blog/page/2. */
let dir: string;
let routes: typeof import('@/lib/blog/routes');
const previous = process.env.PLUMBLINE_CONTENT_DIR;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-blog-'));
  writeBlogOfPosts(dir, 11);
  process.env.PLUMBLINE_CONTENT_DIR = dir;
  routes = await import('@/lib/blog/routes');
});

afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
  if (previous === undefined) delete process.env.PLUMBLINE_CONTENT_DIR;
  else process.env.PLUMBLINE_CONTENT_DIR = previous;
});

describe('a blog past ten posts', () => {
  it('adds /blog/page/2 to the route table', () => {
    const lists = routes.blogRoutes().filter((r) => r.path === '/blog' || r.path.startsWith('/blog/page/'));
    expect(lists.map((r) => [r.path, r.title])).toEqual([
      ['/blog', 'Blog'],
      ['/blog/page/2', 'Blog, page 2'],
    ]);
  });
});
