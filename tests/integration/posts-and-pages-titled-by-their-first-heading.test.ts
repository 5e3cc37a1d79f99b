import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { withStagedContent } from '@/tests/helpers/staged-content';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
  usePathname: () => '/',
}));

/*
 * A blog post or a standalone page without `title:` takes the `# Heading` it opens with, as in
 * Docusaurus (whose blog and pages plugins default `title` to the Markdown title), and without
 * `description:` its first paragraph. A post's heading leaves its body for the post's header, as
 * Docusaurus's blog takes it out; a page keeps it and draws no second one.
 */
const fixture = path.join(process.cwd(), 'tests/fixtures/a-post-or-page-without-a-title-takes-its-first-heading');

const m = withStagedContent(fixture, async () => ({
  blog: await import('@/lib/blog/source'),
  loadBlog: await import('@/lib/blog/load-blog'),
  pages: await import('@/lib/content/pages'),
  routes: await import('@/lib/routes'),
  postRoute: await import('@/app/blog/[slug]/page-route'),
  pageRoute: await import('@/app/markdown-page/page'),
  check: await import('@/scripts/lib/content-check/check-content'),
  frontMatter: await import('@/scripts/lib/content-check/check-front-matter'),
}));

const post = (slug: string) => m.blog.getPosts().find((p) => p.slug === slug)!;
/** The text of each h1, its anchor link left out. */
const headings = (html: string) =>
  [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) =>
    match[1].replace(/<a [^>]*class="hash-link"[^>]*>.*?<\/a>/g, '').replace(/<[^>]+>/g, ''),
  );

/** A copy of the fixture with one file rewritten, for the mistakes. */
function copyWith(file: string, text: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'untitled-'));
  fs.cpSync(fixture, root, { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
  return root;
}

describe('a blog post without title:', () => {
  it('is named by the # Heading it opens with, and described by its first paragraph', () => {
    expect(post('titled-by-its-heading')).toMatchObject({
      title: 'Titled by its heading',
      heading: 'Titled by its heading',
      description: 'The first paragraph describes the post.',
    });
    expect(m.routes.getRouteTable().find((route) => route.path === '/blog/titled-by-its-heading')?.title).toBe(
      'Titled by its heading',
    );
  });

  it('shows the heading once, in its header, and not in its body, its excerpt or its word count', async () => {
    const html = renderToStaticMarkup(
      await m.postRoute.default({ params: Promise.resolve({ slug: 'titled-by-its-heading' }) }),
    );
    expect(headings(html)).toEqual(['Titled by its heading']);
    const { body, excerpt, words } = post('titled-by-its-heading');
    expect(body).not.toContain('# Titled');
    expect(excerpt.markdown.trim()).toBe('The first paragraph describes the post.');
    // "The first paragraph describes the post.", "A section", "More text.": not the heading's four words.
    expect(words).toBe(10);
  });

  it('keeps every other line where it was, so messages give the file its own line numbers', () => {
    const source = fs.readFileSync(path.join(fixture, 'blog/2026-02-01-titled-by-its-heading.md'), 'utf8');
    const { body, bodyStartLine } = post('titled-by-its-heading');
    expect(body.split('\n').indexOf('## A section') + bodyStartLine).toBe(
      source.split('\n').indexOf('## A section') + 1,
    );
  });

  it('with a title: too, is named by the title in lists and feeds and shows its heading on its page', async () => {
    expect(post('both')).toMatchObject({
      title: 'The name lists and feeds show',
      heading: 'The heading readers see',
      description: 'Written in the front matter.',
    });
    const html = renderToStaticMarkup(await m.postRoute.default({ params: Promise.resolve({ slug: 'both' }) }));
    expect(headings(html)).toEqual(['The heading readers see']);
  });

  it('and no # Heading stops the build and npm run check at line 1, saying what to write', () => {
    const message =
      "add `title:`, the post's name, shown as its heading, in the blog's lists and feeds and in the browser tab, or start the post with a `# Heading`, which is then its title";
    const root = copyWith(
      'blog/2026-02-01-titled-by-its-heading.md',
      '---\nauthors: [team]\n---\n\nA post that never says what it is called.\n',
    );
    expect(() => m.loadBlog.loadBlog({ blogDir: path.join(root, 'blog'), showDrafts: false })).toThrow(
      `2026-02-01-titled-by-its-heading.md:1: ${message}`,
    );
    expect(m.frontMatter.checkFrontMatter(root).problems).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/titled-by-its-heading\.md$/), line: 1, message }),
    ]);
  });
});

describe('a standalone page without front matter', () => {
  it('is named by its # Heading and described by its first paragraph, and draws that heading once', async () => {
    expect(m.pages.getStandalonePage(m.pages.markdownPageSource)).toMatchObject({
      title: 'Glossary of the fixture',
      description: 'Terms used by the fixture, one per section.',
      hideTitle: true,
    });
    expect(m.routes.getRouteTable().find((route) => route.path === '/markdown-page')?.title).toBe(
      'Glossary of the fixture',
    );
    expect(headings(renderToStaticMarkup(await m.pageRoute.default()))).toEqual(['Glossary of the fixture']);
  });

  it('and no # Heading stops the build and npm run check at line 1, saying what to write', () => {
    const message =
      "add `title:`, the page's name, shown as its heading and in the browser tab, or start the page with a `# Heading`, which is then its title";
    const root = copyWith('pages/markdown-page.md', 'Terms used by the fixture.\n');
    expect(() => m.pages.getStandalonePage(path.join(root, 'pages/markdown-page.md'))).toThrow(
      `markdown-page.md:1: ${message}`,
    );
    expect(m.frontMatter.checkFrontMatter(root).problems).toEqual([
      expect.objectContaining({ file: expect.stringMatching(/pages\/markdown-page\.md$/), line: 1, message }),
    ]);
  });
});

describe('the fixture', () => {
  it('passes npm run check', async () => {
    expect((await m.check.checkContent(fixture)).problems).toEqual([]);
  });
});
