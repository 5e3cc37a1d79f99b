import { describe, expect, it } from 'vitest';
import { categoryMetaSchema, docFrontMatterSchema, pageFrontMatterSchema, parseOrThrow } from '@/lib/content/schemas';
import { postFrontMatterSchema } from '@/lib/blog/schemas';

describe('front matter validation', () => {
  it('accepts the documented fields', () => {
    const fm = parseOrThrow(
      docFrontMatterSchema,
      { title: 'T', description: 'D.', keywords: ['a'], sidebar_position: 2, slug: '/x' },
      'a.md',
      'front matter',
    );
    expect(fm.sidebar_position).toBe(2);
  });

  it('says in plain words what to add when a required field is missing', () => {
    expect(() =>
      parseOrThrow(postFrontMatterSchema(['team'], []), { title: 'T' }, 'content/blog/a.md', 'front matter'),
    ).toThrow(
      'Invalid front matter in content/blog/a.md:\n  - content/blog/a.md: add `authors:`, the keys of its authors in blog/authors.yml, as in `authors: [team]`',
    );
  });

  it('accepts a standalone page without a title or a description (its # Heading and first paragraph stand in, lib/content/pages.ts)', () => {
    expect(parseOrThrow(pageFrontMatterSchema, {}, 'content/pages/a.md', 'front matter')).toEqual({});
  });

  it('accepts a doc without a title (the # Heading it opens with stands in, lib/content/content-title.ts)', () => {
    expect(parseOrThrow(docFrontMatterSchema, { description: 'D.' }, 'a.md', 'front matter').title).toBeUndefined();
  });

  it('accepts a doc without a description (the first paragraph stands in)', () => {
    expect(parseOrThrow(docFrontMatterSchema, { title: 'T' }, 'a.md', 'front matter').description).toBeUndefined();
  });

  it('says what the value is and what to write when its type is wrong', () => {
    expect(() =>
      parseOrThrow(docFrontMatterSchema, { title: 'T', sidebar_position: 'first' }, 'b.md', 'front matter'),
    ).toThrow('`sidebar_position:` is the text "first"; write a number, as in `sidebar_position: 2`');
  });

  it('accepts a relative slug, as Docusaurus does', () => {
    expect(parseOrThrow(docFrontMatterSchema, { title: 'T', slug: 'x' }, 'c.md', 'front matter').slug).toBe('x');
  });

  it('refuses an id with a slash, pointing at slug', () => {
    expect(() => parseOrThrow(docFrontMatterSchema, { title: 'T', id: 'a/b' }, 'c.md', 'front matter')).toThrow(
      '`id:` holds a "/"',
    );
  });

  it('names an unknown field and the nearest known one', () => {
    expect(() => parseOrThrow(docFrontMatterSchema, { title: 'T', hide_tittle: true }, 'c.md', 'front matter')).toThrow(
      '`hide_tittle:` is not a field this site knows: did you mean `hide_title:`?',
    );
    expect(() => parseOrThrow(docFrontMatterSchema, { title: 'T', colour: 'red' }, 'c.md', 'front matter')).toThrow(
      /`colour:` is not a field this site knows: remove it, or use one of the known fields: id, title, description/,
    );
  });

  it('takes every Docusaurus page field the pages honour', () => {
    const fm = {
      title: 'T',
      hide_title: true,
      hide_table_of_contents: true,
      toc_min_heading_level: 3,
      toc_max_heading_level: 5,
      pagination_prev: null,
      pagination_next: 'guide/setup',
      sidebar_class_name: 'beta',
      unlisted: true,
      last_update: { date: new Date('2026-05-01'), author: 'Ada' },
      image: './card.png',
    };
    expect(parseOrThrow(docFrontMatterSchema, fm, 'e.md', 'front matter')).toEqual(fm);
  });

  it('refuses table of contents levels outside 2 to 6 or the wrong way round, and a last update that is not a date', () => {
    expect(() =>
      parseOrThrow(
        docFrontMatterSchema,
        { title: 'T', toc_min_heading_level: 4, toc_max_heading_level: 3 },
        'e.md',
        'front matter',
      ),
    ).toThrow('`toc_min_heading_level:` is above `toc_max_heading_level:`');
    expect(() =>
      parseOrThrow(docFrontMatterSchema, { title: 'T', toc_max_heading_level: 7 }, 'e.md', 'front matter'),
    ).toThrow('toc_max_heading_level');
    expect(() =>
      parseOrThrow(docFrontMatterSchema, { title: 'T', last_update: { date: 'last Tuesday' } }, 'e.md', 'front matter'),
    ).toThrow('is not a date; write it as 2026-01-31');
  });

  it('reports every problem of a file at once', () => {
    expect(() =>
      parseOrThrow(docFrontMatterSchema, { sidebar_label: '', hide_title: 'yes' }, 'd.md', 'front matter'),
    ).toThrow(
      [
        'Invalid front matter in d.md:',
        '  - d.md: `sidebar_label:` is empty; give it a value or remove the line',
        '  - d.md: `hide_title:` is the text "yes"; write `hide_title: true` or `hide_title: false`',
      ].join('\n'),
    );
  });

  it("writes a category file's fields the JSON way", () => {
    expect(() =>
      parseOrThrow(
        categoryMetaSchema,
        { label: 'Agents', link: { type: 'doc' } },
        'content/docs/agent/_category_.json',
        'category file',
        undefined,
        'json',
      ),
    ).toThrow(
      'Invalid category file in content/docs/agent/_category_.json:\n  - content/docs/agent/_category_.json: add "link.id"',
    );
  });
});
