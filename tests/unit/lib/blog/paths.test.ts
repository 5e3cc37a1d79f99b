import { describe, expect, it } from 'vitest';
import { blogPaths, RESERVED_SEGMENTS, TAG_PAGES_BASE } from '@/lib/blog/paths';

describe('blog addresses', () => {
  it('puts list page 1 at the blog itself and later pages under /blog/page/', () => {
    expect(blogPaths.listPage(1)).toBe('/blog');
    expect(blogPaths.listPage(0)).toBe('/blog');
    expect(blogPaths.listPage(3)).toBe('/blog/page/3');
  });

  it('serves tag pages under /blog/tags/blog/tags/, with /blog/tags/<key> as the short address', () => {
    expect(TAG_PAGES_BASE).toBe('/blog/tags/blog/tags');
    expect(blogPaths.tag('ai')).toBe('/blog/tags/blog/tags/ai');
    expect(blogPaths.tagShortcut('ai')).toBe('/blog/tags/ai');
  });

  it('keeps every page and feed of the blog itself out of the slugs a post may take', () => {
    const own = [
      blogPaths.archive,
      blogPaths.authors,
      blogPaths.tags,
      blogPaths.listPage(2),
      ...Object.values(blogPaths.feeds),
    ];
    for (const path of own) expect(RESERVED_SEGMENTS).toContain(path.split('/')[2]);
    expect(blogPaths.post('hello')).toBe('/blog/hello');
    expect(blogPaths.author('plumbline')).toBe('/blog/authors/plumbline');
  });
});
