import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBlog } from '@/lib/blog/load-blog';

const fixture = (name: string) => path.join(process.cwd(), 'tests/fixtures', name, 'blog');
const twoPosts = fixture('a-blog-with-two-posts');

describe('loading a blog', () => {
  const blog = loadBlog({ blogDir: twoPosts, showDrafts: false });

  it('lists published posts newest first', () => {
    expect(blog.posts.map((p) => p.path)).toEqual(['/blog/the-newer-post', '/blog/older-post']);
  });

  it('takes the date and slug from the front matter, or else from a YYYY-MM-DD- file name', () => {
    const [newer, older] = blog.posts;
    expect(newer).toMatchObject({ slug: 'the-newer-post', date: new Date('2026-01-20T00:00:00Z') });
    expect(older).toMatchObject({ slug: 'older-post', date: new Date('2025-06-15T00:00:00Z') });
  });

  it('resolves author and tag keys to their definitions', () => {
    const [newer] = blog.posts;
    expect(newer.authors.map((a) => [a.key, a.name, a.type, a.path])).toEqual([
      ['team', 'Fixture Team', 'organization', '/blog/authors/team'],
      ['second', 'Second Author', 'person', '/blog/authors/second'],
    ]);
    expect(newer.tags.map((t) => [t.key, t.label, t.path, t.shortcutPath])).toEqual([
      ['alpha', 'Alpha', '/blog/tags/blog/tags/alpha', '/blog/tags/alpha'],
      ['beta', 'Beta', '/blog/tags/blog/tags/beta', '/blog/tags/beta'],
      ['gamma', 'Gamma', '/blog/tags/blog/tags/third-tag', '/blog/tags/gamma'],
    ]);
  });

  it('keeps only the authors and tags that some post uses', () => {
    expect(blog.authors.map((a) => a.key)).toEqual(['team', 'second']);
    expect(blog.tags.map((t) => t.key)).toEqual(['alpha', 'beta', 'gamma']);
  });

  it('cuts the excerpt at the truncation marker, and keeps the whole body when there is none', () => {
    const [newer, older] = blog.posts;
    expect(older.excerpt.truncated).toBe(true);
    expect(older.excerpt.markdown).toContain('belongs to its excerpt');
    expect(older.excerpt.markdown).not.toContain('After the marker');
    expect(newer.excerpt).toEqual({ markdown: newer.body, truncated: false });
  });

  it('counts the words of each post for its reading time', () => {
    expect(blog.posts.map((p) => [p.words, p.readingMinutes])).toEqual([
      [30, 1],
      [57, 1],
    ]);
  });

  it('leaves drafts out of a production build and includes them under next dev', () => {
    expect(blog.posts.find((p) => p.draft)).toBeUndefined();
    const dev = loadBlog({ blogDir: twoPosts, showDrafts: true });
    expect(dev.posts.map((p) => p.slug)).toContain('a-draft');
  });

  it('is empty when the folder holds no posts', () => {
    expect(loadBlog({ blogDir: path.join(__dirname, 'no-such-folder'), showDrafts: false })).toEqual({
      posts: [],
      authors: [],
      tags: [],
    });
  });
});

describe('invalid blog content stops the build', () => {
  const load = (name: string) => () => loadBlog({ blogDir: fixture(name), showDrafts: false });

  it('names the file, the field and the defined keys for an unknown author or tag', () => {
    const dir = 'tests/fixtures/a-blog-post-naming-unknown-keys/blog';
    expect(load('a-blog-post-naming-unknown-keys')).toThrow(
      `Invalid front matter in ${dir}/2026-01-01-typos.md:\n` +
        `  - ${dir}/2026-01-01-typos.md:4: \`authors:\` (item 2) unknown author key "teem"; ${dir}/authors.yml defines: team\n` +
        `  - ${dir}/2026-01-01-typos.md:5: \`tags:\` (item 2) unknown tag key "alfa"; ${dir}/tags.yml defines: alpha`,
    );
  });

  it('names every bad front matter field: missing, unknown and malformed', () => {
    const run = load('a-blog-post-with-invalid-front-matter');
    expect(run).toThrow(
      /^Invalid front matter in tests\/fixtures\/a-blog-post-with-invalid-front-matter\/blog\/2026-01-01-bad\.md:/,
    );
    expect(run).toThrow(
      '2026-01-01-bad.md:1: add `authors:`, the keys of its authors in blog/authors.yml, as in `authors: [team]`',
    );
    expect(run).toThrow('2026-01-01-bad.md:4: `date:` "next tuesday" is not a date in YYYY-MM-DD form');
    expect(run).toThrow('2026-01-01-bad.md:3: `author:` is not a field this site knows: did you mean `authors:`?');
  });

  it('refuses a slug that one of the blog pages already uses', () => {
    expect(load('a-blog-post-with-a-reserved-slug')).toThrow(/`slug:` "archive" is taken by the blog's own pages/);
  });

  it('names each bad entry of authors.yml', () => {
    const run = load('an-authors-file-with-an-invalid-entry');
    expect(run).toThrow(
      /^Invalid authors file in tests\/fixtures\/an-authors-file-with-an-invalid-entry\/blog\/authors\.yml:/,
    );
    expect(run).toThrow('authors.yml: add `team.title:`');
    expect(run).toThrow('`team.url:` is the text "team.example"; an http(s) URL is required');
    expect(run).toThrow('`team.image:` is the text "avatar.png"; a path starting with "/"');
    expect(run).toThrow('`Bad Key:` this key is not valid');
  });
});
