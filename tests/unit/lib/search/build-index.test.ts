import { describe, expect, it } from 'vitest';
import { buildIndex, groupByPrefix, indexDocuments, type IndexedPage } from '@/lib/search/build-index';
import {
  decodePostings,
  pagePieceName,
  postingsPieceOf,
  type PagePiece,
  type PostingsPiece,
} from '@/lib/search/index-format';

const section = (depth: number, heading: string, text: string) => ({
  id: heading.toLowerCase().replace(/\s+/g, '-'),
  depth,
  heading,
  text,
});

const widgets: IndexedPage = {
  title: 'Build a widget',
  url: '/widgets/build',
  breadcrumbs: ['Widgets'],
  description: 'Name a widget.',
  keywords: ['gizmo', 'kit'],
  sections: [
    { id: '', depth: 0, heading: '', text: 'Widgets are small.' },
    section(2, 'Name rules', 'Names use letters.'),
    section(3, 'Allowed characters', 'Letters and digits, digits last.'),
    section(2, 'Colours', 'Teal colours and amber colours.'),
  ],
};
const gadgets: IndexedPage = {
  title: 'Gadgets',
  url: '/gadgets',
  breadcrumbs: [],
  description: '',
  keywords: [],
  sections: [{ id: '', depth: 0, heading: '', text: 'A gadget holds widgets.' }],
};

/** A term's postings in one field (0 title … 4 content), read back from the piece the root names for it. */
function postingsOf(built: ReturnType<typeof buildIndex>, term: string, field: number) {
  const piece = JSON.parse(built.pieces.get(postingsPieceOf(new Map(built.root.postings), term)!)!) as PostingsPiece;
  return decodePostings(piece.terms[term][field], field < 2);
}

describe('the documents of an index', () => {
  it('are every section of every page, with the page’s own fields on its first section only', () => {
    const { documents, places } = indexDocuments([widgets, gadgets]);
    expect(places).toEqual([
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [1, 0],
    ]);
    expect(documents.map((d) => d.ref)).toEqual(['0', '1', '2', '3', '4']);
    expect(documents[0]).toEqual({
      ref: '0',
      title: 'Build a widget',
      heading: '',
      description: 'Name a widget.',
      keywords: 'gizmo kit',
      content: 'Widgets are small.',
    });
    expect(documents[1]).toMatchObject({ title: '', description: '', keywords: '', heading: 'Name rules' });
  });
});

describe("an index's root", () => {
  const { root } = buildIndex('widgets', [widgets, gadgets]);

  it('counts the sections, and lists each stemmed term once, sorted, without stop words', () => {
    expect(root.docCount).toBe(5);
    expect(root.terms).toEqual([...root.terms].sort());
    expect(root.terms).toEqual(expect.arrayContaining(['widget', 'colour', 'letter', 'digit']));
    expect(root.terms).not.toContain('widgets');
    expect(root.terms).not.toContain('and');
  });

  it('knows in how many sections each field holds a term', () => {
    const df = (field: number, term: string) => root.df[field][root.terms.indexOf(term)];
    // "widget": the title of the first page, and the content of its first section and of the gadget page.
    expect([df(0, 'widget'), df(4, 'widget')]).toEqual([1, 2]);
    expect(df(1, 'colour')).toBe(1);
    expect(df(3, 'gizmo')).toBe(1);
  });

  it('lists each page with the number of its sections', () => {
    expect(root.pages.map(([, sections]) => sections)).toEqual([4, 1]);
  });
});

describe("an index's postings", () => {
  it('give, per section holding a term, its place, the times it occurs and the field’s length', () => {
    const built = buildIndex('widgets', [widgets, gadgets]);
    // "Teal colours and amber colours.": four terms once "and" is dropped, "colour" twice.
    expect(postingsOf(built, 'colour', 4)).toEqual([{ page: 0, section: 3, frequency: 2, length: 4, distinct: 0 }]);
    expect(postingsOf(built, 'widget', 4).map((p) => [p.page, p.section])).toEqual([
      [0, 0],
      [1, 0],
    ]);
    // A heading counts its distinct terms, for how fully a query names it.
    expect(postingsOf(built, 'charact', 1)).toEqual([{ page: 0, section: 2, frequency: 1, length: 2, distinct: 2 }]);
  });

  it('split into more pieces under a smaller limit, each term still in the piece the root names', () => {
    const whole = buildIndex('widgets', [widgets, gadgets]);
    const split = buildIndex('widgets', [widgets, gadgets], 60);
    expect(whole.root.postings).toHaveLength(1);
    expect(split.root.postings.length).toBeGreaterThan(3);
    for (const term of whole.root.terms)
      for (let field = 0; field < 5; field += 1)
        expect(postingsOf(split, term, field)).toEqual(postingsOf(whole, term, field));
  });
});

describe("an index's page pieces", () => {
  const built = buildIndex('widgets', [widgets, gadgets]);
  const pieceOf = (page: number) =>
    JSON.parse(built.pieces.get(pagePieceName('widgets', built.root.pages[page][0]))!) as PagePiece;

  it('hold the page and each section’s text, deeper sections with the headings above them', () => {
    expect(pieceOf(0).page).toEqual(['Build a widget', '/widgets/build', ['Widgets'], 'Name a widget.']);
    expect(pieceOf(0).sections).toEqual([
      ['', '', 'Widgets are small.'],
      ['name-rules', 'Name rules', 'Names use letters.'],
      ['allowed-characters', 'Allowed characters', 'Letters and digits, digits last.', 'Name rules'],
      ['colours', 'Colours', 'Teal colours and amber colours.'],
    ]);
  });

  it('give a section the headings above it only, once a shallower heading closed the deeper ones', () => {
    const page = {
      ...gadgets,
      sections: [
        section(2, 'Setup', 'a'),
        section(3, 'Linux', 'b'),
        section(2, 'Usage', 'c'),
        section(4, 'Flags', 'd'),
      ],
    };
    const index = buildIndex('g', [page]);
    const piece = JSON.parse(index.pieces.get(pagePieceName('g', index.root.pages[0][0]))!) as PagePiece;
    expect(piece.sections.map((s) => s[3])).toEqual([undefined, 'Setup', undefined, 'Usage']);
  });

  it('are named by their content, so a page changed gets a new name and the others keep theirs', () => {
    const edited = buildIndex('widgets', [{ ...widgets, description: 'Name and colour a widget.' }, gadgets]);
    expect(edited.root.pages[0][0]).not.toBe(built.root.pages[0][0]);
    expect(edited.root.pages[1][0]).toBe(built.root.pages[1][0]);
    expect(buildIndex('widgets', [widgets, gadgets]).rootJson).toBe(built.rootJson);
  });
});

describe('terms grouped into pieces by prefix', () => {
  const entries = (...terms: string[]) => terms.map((term): [string] => [term]);
  const sizes = { size: (entry: [string]) => entry[0].length };

  it('keep every term in one group while they fit', () => {
    expect(groupByPrefix(entries('ab', 'ac', 'b'), sizes.size, 5)).toEqual([['', entries('ab', 'ac', 'b')]]);
    expect(groupByPrefix([], sizes.size, 5)).toEqual([]);
  });

  it('split a group too large by one more letter at a time', () => {
    const groups = groupByPrefix(entries('aaa', 'aab', 'abc', 'bcd'), sizes.size, 6);
    expect(groups).toEqual([
      ['aa', entries('aaa', 'aab')],
      ['ab', entries('abc')],
      ['b', entries('bcd')],
    ]);
  });

  it('leave a single term larger than the limit in a group of its own', () => {
    expect(groupByPrefix(entries('averyverylongterm', 'b'), sizes.size, 4)).toEqual([
      ['a', entries('averyverylongterm')],
      ['b', entries('b')],
    ]);
  });
});
