import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withContentDir } from '@/tests/helpers/with-content-dir';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
const site = withContentDir(FIXTURE, async () => ({
  inputs: await import('@/lib/stage/page-inputs'),
  source: await import('@/lib/content/source'),
  blog: await import('@/lib/blog/source'),
}));

describe('the page inputs the content stage compiles', () => {
  it('lists every doc, every post and its excerpt, and the standalone page: each thing a route renders', () => {
    const listed = site.inputs.stagedInputs();
    const docs = site.source.getDocsVersion().docs;
    const posts = site.blog.getPosts();
    expect(listed.filter((item) => item.kind === 'doc').map((item) => item.input.sourcePath)).toEqual(
      docs.map((doc) => doc.sourcePath),
    );
    expect(listed.filter((item) => item.kind === 'post').map((item) => item.input.sourcePath)).toEqual(
      posts.map((post) => post.sourcePath),
    );
    expect(listed.filter((item) => item.kind === 'excerpt').map((item) => item.input.body)).toEqual(
      posts.map((post) => post.excerpt.markdown),
    );
    expect(listed.filter((item) => item.kind === 'page').map((item) => path.basename(item.input.sourcePath))).toEqual([
      'markdown-page.md',
    ]);
  });
});
