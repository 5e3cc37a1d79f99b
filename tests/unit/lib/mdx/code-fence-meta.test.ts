import { describe, expect, it } from 'vitest';
import { LINE_NUMBERS_WORD, NPM2YARN_WORD, codeFenceOptions, parseFenceMeta } from '@/lib/mdx/code-fence-meta';

/** A `fail` that throws the sentence the page compile would finish, so a test can read it. */
const fail = (problem: string): never => {
  throw new Error(`The code block in docs/page.md:3:1 ${problem}`);
};

describe('the tokens of a fence’s meta', () => {
  it('are its key=value pairs, quotes removed, its bare words and its line ranges', () => {
    const tokens = parseFenceMeta(`title="a b.sql" label='x y' showLineNumbers=3 {1,3-4} npm2yarn {7}`);
    expect([...tokens.attributes]).toEqual([
      ['title', 'a b.sql'],
      ['label', 'x y'],
      ['showLineNumbers', '3'],
    ]);
    expect(tokens.words).toEqual(['npm2yarn']);
    expect(tokens.ranges).toEqual(['1,3-4', '7']);
  });

  it('keep an empty quoted value and a later value of the same key', () => {
    expect([...parseFenceMeta('title="" title=second').attributes]).toEqual([['title', 'second']]);
    expect(parseFenceMeta('title=""').attributes.get('title')).toBe('');
  });

  it('are none for an empty meta', () => {
    expect(parseFenceMeta('')).toEqual({ attributes: new Map(), words: [], ranges: [] });
  });
});

describe('how a fence’s meta draws its block', () => {
  it('takes the title, the highlighted lines and npm2yarn', () => {
    expect(codeFenceOptions('title="query.sql" {1,4-6} npm2yarn', fail)).toEqual({
      title: 'query.sql',
      lineNumbersFrom: undefined,
      highlighted: new Set([1, 4, 5, 6]),
      npm2yarn: true,
    });
  });

  it('counts line numbers from 1 for the bare word, and from the number given', () => {
    expect(LINE_NUMBERS_WORD).toBe('showLineNumbers');
    expect(NPM2YARN_WORD).toBe('npm2yarn');
    expect(codeFenceOptions('showLineNumbers', fail).lineNumbersFrom).toBe(1);
    expect(codeFenceOptions('showLineNumbers=12', fail).lineNumbersFrom).toBe(12);
    expect(codeFenceOptions('', fail)).toEqual({
      title: undefined,
      lineNumbersFrom: undefined,
      highlighted: new Set(),
      npm2yarn: false,
    });
  });

  it('joins several ranges, ignoring spaces and empty parts', () => {
    expect([...codeFenceOptions('{1, 3} {2-3,}', fail).highlighted]).toEqual([1, 3, 2]);
  });

  it('fails on a first line number that is not a number', () => {
    expect(() => codeFenceOptions('showLineNumbers=first', fail)).toThrow(
      "The code block in docs/page.md:3:1 has showLineNumbers=first: write the first line's number, as in showLineNumbers=12, or showLineNumbers alone to count from 1.",
    );
  });

  it('fails on a range part that is neither a line nor a range', () => {
    expect(() => codeFenceOptions('{1,a-b}', fail)).toThrow(
      'The code block in docs/page.md:3:1 marks lines with {1,a-b}, and "a-b" is not a line or a range: write line numbers and ranges, as in {1,4-6}.',
    );
  });

  it('fails on a range that counts down or from 0', () => {
    expect(() => codeFenceOptions('{3-1}', fail)).toThrow(
      'The code block in docs/page.md:3:1 marks lines with {3-1}, and "3-1" counts down or from 0: lines count from 1, the smaller number first, as in {4-6}.',
    );
    expect(() => codeFenceOptions('{0}', fail)).toThrow('"0" counts down or from 0');
  });
});
