import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { distance, knownKeys, nearestName, plainIssues } from '@/lib/content/plain-issues';

const page = z.strictObject({
  title: z.string().min(1),
  description: z.string(),
  count: z.number().optional(),
  draft: z.boolean().optional(),
  tags: z.array(z.string()).min(1).optional(),
  kind: z.enum(['a', 'b']).optional(),
  date: z.date().optional(),
  toc: z.number().int().min(2).max(6).optional(),
  slug: z.string().regex(/^\//, 'must start with "/"').optional(),
  id: z
    .string()
    .refine((id) => !id.includes('/'), 'holds a "/": an id names the page within its folder')
    .optional(),
  authors: z.array(z.strictObject({ name: z.string(), title: z.string() })).optional(),
});

/** The messages for `data`, as a file of `keyStyle` would show them. */
function messages(data: unknown, keyStyle: 'yaml' | 'json' = 'yaml') {
  const result = page.safeParse(data);
  if (result.success) throw new Error('the data is valid');
  return plainIssues(result.error.issues, data, page, keyStyle).map((issue) => [issue.path, issue.message]);
}

describe('a missing field', () => {
  it('is named as the file writes it, with what it is for', () => {
    expect(messages({})).toEqual([
      [['title'], "add `title:`, the page's name, shown as its heading, in the sidebar and in the browser tab"],
      [['description'], 'add `description:`, one sentence for search results and link previews'],
    ]);
    expect(messages({ title: 't' }, 'json')).toEqual([
      [['description'], 'add "description", one sentence for search results and link previews'],
    ]);
  });

  it('inside a list item names the item, counted from 1, and no page purpose', () => {
    expect(messages({ title: 't', description: 'd', authors: [{ name: 'n', title: 'Role' }, { name: 'm' }] })).toEqual([
      [['authors', 1, 'title'], 'add `authors.title:` (item 2)'],
    ]);
  });

  it('is the whole file when there is nothing in it', () => {
    expect(messages(undefined)).toEqual([[[], 'the file is empty: add its fields']]);
    expect(messages(undefined, 'json')).toEqual([[[], 'the file is empty: write an object of fields']]);
  });
});

describe('a value of the wrong type', () => {
  it('says what was written and what to write', () => {
    expect(messages({ title: 3, description: null, count: 'two', draft: 'yes', date: '2026' })).toEqual([
      [
        ['title'],
        "`title:` is the number 3; write text: the page's name, shown as its heading, in the sidebar and in the browser tab",
      ],
      [['description'], '`description:` is empty; write text: one sentence for search results and link previews'],
      [['count'], '`count:` is the text "two"; write a number, as in `count: 2`'],
      [['draft'], '`draft:` is the text "yes"; write `draft: true` or `draft: false`'],
      [['date'], '`date:` is the text "2026"; write a date, as in 2026-01-31'],
    ]);
  });

  it('names a list, a group of fields, a boolean and a date as an author reads them', () => {
    expect(messages({ title: ['a'], description: { x: 1 }, count: true, kind: new Date('2026-01-31') })).toEqual([
      [
        ['title'],
        "`title:` is a list; write text: the page's name, shown as its heading, in the sidebar and in the browser tab",
      ],
      [
        ['description'],
        '`description:` is a group of fields; write text: one sentence for search results and link previews',
      ],
      [['count'], '`count:` is the value true; write a number, as in `count: 2`'],
      [['kind'], '`kind:` is a date; use one of: a, b'],
    ]);
  });

  it('asks for a list or a group of fields by example', () => {
    expect(messages({ title: 't', description: 'd', tags: 'one', authors: ['x'] })).toEqual([
      [['tags'], '`tags:` is the text "one"; write a list, as in `tags: [first, second]`'],
      [['authors', 0], '`authors:` (item 1) is the text "x"; write a group of fields, each on its own indented line'],
    ]);
  });
});

describe('a value out of range', () => {
  it('says an empty text is empty, with what to write', () => {
    expect(messages({ title: '', description: 'd' })).toEqual([
      [
        ['title'],
        "`title:` is empty; write the page's name, shown as its heading, in the sidebar and in the browser tab",
      ],
    ]);
  });

  it('says how many items a list needs', () => {
    expect(messages({ title: 't', description: 'd', tags: [] })).toEqual([[['tags'], '`tags:` needs at least 1 item']]);
  });

  it('gives the bounds of a number', () => {
    expect(messages({ title: 't', description: 'd', toc: 1 })).toEqual([
      [['toc'], '`toc:` is the number 1; use 2 or more'],
    ]);
    expect(messages({ title: 't', description: 'd', toc: 7 })).toEqual([
      [['toc'], '`toc:` is the number 7; use 6 or less'],
    ]);
  });

  it('says a bound the value may not equal is excluded, and gives a text’s bounds in characters', () => {
    const bounded = z.strictObject({
      weight: z.number().positive().optional(),
      rank: z.number().lt(10).optional(),
      code: z.string().min(3).max(5).optional(),
      names: z.array(z.string()).max(1).optional(),
    });
    const said = (data: unknown) => {
      const result = bounded.safeParse(data);
      if (result.success) throw new Error('the data is valid');
      return plainIssues(result.error.issues, data, bounded, 'yaml').map((issue) => issue.message);
    };
    expect(said({ weight: 0 })).toEqual(['`weight:` is the number 0; use more than 0']);
    expect(said({ rank: 10 })).toEqual(['`rank:` is the number 10; use less than 10']);
    expect(said({ code: 'ab' })).toEqual(['`code:` is the text "ab"; write at least 3 characters']);
    expect(said({ code: 'abcdef' })).toEqual(['`code:` is the text "abcdef"; write at most 5 characters']);
    expect(said({ names: ['a', 'b'] })).toEqual(['`names:` has too many items; use at most 1']);
  });

  it('lists the values an enum allows', () => {
    expect(messages({ title: 't', description: 'd', kind: 'c' })).toEqual([
      [['kind'], '`kind:` is the text "c"; use one of: a, b'],
    ]);
  });
});

describe('a value the schema refines', () => {
  it('keeps a format’s own message after the value', () => {
    expect(messages({ title: 't', description: 'd', slug: 'x' })).toEqual([
      [['slug'], '`slug:` is the text "x"; must start with "/"'],
    ]);
  });

  it('keeps a refinement’s message, written for authors, after the field', () => {
    expect(messages({ title: 't', description: 'd', id: 'a/b' })).toEqual([
      [['id'], '`id:` holds a "/": an id names the page within its folder'],
    ]);
  });
});

describe('an unknown field', () => {
  it('suggests the known field it is a typo of', () => {
    expect(messages({ title: 't', description: 'd', titel: 'x' })).toEqual([
      [['titel'], '`titel:` is not a field this site knows: did you mean `title:`?'],
    ]);
    expect(messages({ title: 't', description: 'd', Draft: true }, 'json')).toEqual([
      [['Draft'], '"Draft" is not a field this site knows: did you mean "draft"?'],
    ]);
  });

  it('lists the known fields when none is close', () => {
    expect(messages({ title: 't', description: 'd', zzzzzz: 1 })).toEqual([
      [
        ['zzzzzz'],
        '`zzzzzz:` is not a field this site knows: remove it, or use one of the known fields: title, description, count, draft, tags, kind, date, toc, slug, id, authors',
      ],
    ]);
  });

  it('inside a list item lists that item’s fields', () => {
    expect(messages({ title: 't', description: 'd', authors: [{ name: 'n', title: 'r', url: 'x' }] })).toEqual([
      [
        ['authors', 0, 'url'],
        '`authors.url:` (item 1) is not a field this site knows: remove it, or use one of the known fields: name, title',
      ],
    ]);
  });
});

describe('the keys a schema knows', () => {
  it('are an object’s fields, through optional, nullable, records and lists', () => {
    const schema = z
      .object({
        sidebar: z
          .record(z.string(), z.object({ label: z.string(), items: z.array(z.object({ id: z.string() })) }))
          .optional(),
        maybe: z.object({ a: z.string() }).nullable(),
      })
      .optional();
    expect(knownKeys(schema, [])).toEqual(['sidebar', 'maybe']);
    expect(knownKeys(schema, ['sidebar', 'docs'])).toEqual(['label', 'items']);
    expect(knownKeys(schema, ['sidebar', 'docs', 'items', 0])).toEqual(['id']);
    expect(knownKeys(schema, ['maybe'])).toEqual(['a']);
  });

  it('are none for a path to a value that is not an object', () => {
    expect(knownKeys(page, ['title'])).toEqual([]);
    expect(knownKeys(page, ['nowhere', 'deeper'])).toEqual([]);
  });
});

describe('the nearest known name', () => {
  it('is a name a typo or two away, whatever its case', () => {
    expect(nearestName('titel', ['title', 'description'])).toBe('title');
    expect(nearestName('SIDEBAR_POSITION', ['sidebar_position', 'slug'])).toBe('sidebar_position');
  });

  it('allows more typos in a longer name, a third of its length', () => {
    expect(nearestName('dscrptin', ['description'])).toBe('description');
    expect(nearestName('dscrptn', ['description'])).toBeUndefined();
    expect(nearestName('tzzze', ['title'])).toBeUndefined();
  });

  it('is a name that contains the one written, or is contained in it', () => {
    expect(nearestName('sidebar', ['sidebar_label'])).toBe('sidebar_label');
    expect(nearestName('keywords_list', ['keywords'])).toBe('keywords');
  });

  it('is none when no name is close, or none is known', () => {
    expect(nearestName('zzzzzz', ['title', 'description'])).toBeUndefined();
    expect(nearestName('title', [])).toBeUndefined();
  });
});

describe('the edit distance between two names', () => {
  it('counts insertions, deletions and substitutions', () => {
    expect(distance('kitten', 'sitting')).toBe(3);
    expect(distance('', 'abc')).toBe(3);
    expect(distance('abc', '')).toBe(3);
    expect(distance('same', 'same')).toBe(0);
    expect(distance('titel', 'title')).toBe(2);
  });
});
