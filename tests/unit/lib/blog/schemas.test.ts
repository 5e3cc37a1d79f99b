import { describe, expect, it } from 'vitest';
import { parseOrThrow } from '@/lib/content/schemas';
import { postFrontMatterSchema, tagsFileSchema } from '@/lib/blog/schemas';

const schema = postFrontMatterSchema(['team'], ['ai']);
const base = { title: 'T', description: 'D.', authors: ['team'] };

describe('blog front matter', () => {
  it('accepts a YAML date, a quoted date and a date with a time', () => {
    expect(
      parseOrThrow(
        schema,
        { ...base, date: new Date('2026-11-02T00:00:00Z') },
        'a.md',
        'front matter',
      ).date?.toISOString(),
    ).toBe('2026-11-02T00:00:00.000Z');
    expect(parseOrThrow(schema, { ...base, date: '2026-11-02' }, 'a.md', 'front matter').date?.toISOString()).toBe(
      '2026-11-02T00:00:00.000Z',
    );
    expect(
      parseOrThrow(schema, { ...base, date: '2026-11-02T09:30:00Z' }, 'a.md', 'front matter').date?.toISOString(),
    ).toBe('2026-11-02T09:30:00.000Z');
  });

  it('rejects a day that does not exist', () => {
    expect(() => parseOrThrow(schema, { ...base, date: '2026-02-31' }, 'a.md', 'front matter')).toThrow(
      '`date:` "2026-02-31" is not a date in YYYY-MM-DD form',
    );
  });

  it('needs at least one author and a slug that is one URL segment', () => {
    expect(() => parseOrThrow(schema, { ...base, authors: [] }, 'a.md', 'front matter')).toThrow(
      '`authors:` needs at least 1 item',
    );
    expect(() => parseOrThrow(schema, { ...base, slug: '/nested/path' }, 'a.md', 'front matter')).toThrow(
      /`slug:` is the text "\/nested\/path"; use lowercase letters/,
    );
  });
});

describe('tags.yml', () => {
  it('requires a tag page permalink under /blog/tags/blog/tags/', () => {
    expect(() =>
      parseOrThrow(
        tagsFileSchema,
        { ai: { label: 'AI', description: 'D.', permalink: '/ai' } },
        'tags.yml',
        'tags file',
      ),
    ).toThrow('`ai.permalink:` is the text "/ai"; a path of the form /blog/tags/blog/tags/<segment> is required');
  });

  it('requires a label and a description for each tag', () => {
    expect(() =>
      parseOrThrow(tagsFileSchema, { ai: { permalink: '/blog/tags/blog/tags/ai' } }, 'tags.yml', 'tags file'),
    ).toThrow(/add `ai\.label:`[\s\S]*add `ai\.description:`/);
  });
});
