import { describe, expect, it } from 'vitest';
import { decodePostings, encodePostings, readNumbers, type Posting } from '@/lib/search/index-format';

const posting = (page: number, section: number, frequency: number, length: number, distinct = 0): Posting => ({
  page,
  section,
  frequency,
  length,
  distinct,
});

describe('postings as strings of variable-length digits', () => {
  it('gives back every posting, with page gaps, large lengths and naming fields’ distinct counts', () => {
    const postings = [
      posting(0, 0, 1, 7, 5),
      posting(0, 3, 2, 31, 30),
      posting(4, 0, 1, 32, 1),
      posting(1_000, 12, 40, 1_048_576, 1_023),
    ];
    expect(decodePostings(encodePostings(postings, true), true)).toEqual(postings);
    const content = postings.map((p) => ({ ...p, distinct: 0 }));
    expect(decodePostings(encodePostings(content, false), false)).toEqual(content);
  });

  it('writes a number under 32 as one character and under 1,024 as two, all safe in JSON', () => {
    const encoded = encodePostings([posting(3, 2, 1, 187)], false);
    expect(encoded).toHaveLength(5);
    expect(readNumbers(encoded)).toEqual([3, 2, 1, 187]);
    expect(JSON.stringify(encoded)).toBe(`"${encoded}"`);
  });

  it('refuses a character that is not a digit, asking for a reload', () => {
    expect(() => readNumbers('AB"C')).toThrow(/not a postings digit; reload the page/);
  });
});
