import { describe, expect, it } from 'vitest';
import { categoryMetaSchema, docFrontMatterSchema, parseOrThrow } from '@/lib/content/schemas';

describe('front matter validation', () => {
  it('accepts the documented fields', () => {
    const fm = parseOrThrow(docFrontMatterSchema, { title: 'T', description: 'D.', keywords: ['a'], sidebar_position: 2, slug: '/x' }, 'a.md', 'front matter');
    expect(fm.sidebar_position).toBe(2);
  });

  it('names the file and the field when a required field is missing', () => {
    expect(() => parseOrThrow(docFrontMatterSchema, { title: 'T' }, 'content/docs/a.md', 'front matter')).toThrow(
      /Invalid front matter in content\/docs\/a\.md:\n {2}- field "description"/,
    );
  });

  it('names the field when its type is wrong', () => {
    expect(() => parseOrThrow(docFrontMatterSchema, { title: 'T', description: 'D', sidebar_position: 'first' }, 'b.md', 'front matter')).toThrow(
      /field "sidebar_position"/,
    );
  });

  it('rejects a slug that does not start with a slash', () => {
    expect(() => parseOrThrow(docFrontMatterSchema, { title: 'T', description: 'D', slug: 'x' }, 'c.md', 'front matter')).toThrow(
      /field "slug": a slug starts with "\/"/,
    );
  });

  it('validates category files', () => {
    expect(() => parseOrThrow(categoryMetaSchema, { label: 'Agents' }, 'content/docs/agent/_category_.json', 'category file')).toThrow(
      /Invalid category file in content\/docs\/agent\/_category_\.json:\n {2}- field "description"/,
    );
  });
});
