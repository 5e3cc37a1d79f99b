import { describe, expect, it } from 'vitest';
import { makeSnippet } from '@/browser/search/snippet';
import { termOf } from '@/lib/search/tokens';

const snippet = (text: string, terms: string[], maxLength: number) => makeSnippet(text, new Set(terms), maxLength);
const shown = (s: ReturnType<typeof makeSnippet>) => s.parts.map((p) => p.text).join('');

const SENTENCE = 'The quick brown fox jumps over the lazy dog while agents watch the connection settings closely.';

describe('a snippet around a match', () => {
  it('is the whole text, uncut, when the text fits the window', () => {
    expect(snippet('Create an agent to answer questions about your data.', ['agent'], 100)).toEqual({
      parts: [
        { text: 'Create an ', match: false },
        { text: 'agent', match: true },
        { text: ' to answer questions about your data.', match: false },
      ],
      cutStart: false,
      cutEnd: false,
    });
  });

  it('centres the first match in the window, in whole words, and says it cut both ends', () => {
    expect(snippet(SENTENCE, ['agent'], 30)).toEqual({
      parts: [
        { text: 'dog while ', match: false },
        { text: 'agents', match: true },
        { text: ' watch the', match: false },
      ],
      cutStart: true,
      cutEnd: true,
    });
    expect(shown(snippet(SENTENCE, ['connect'], 30))).toBe('watch the connection settings');
  });

  it('marks the word as written while matching its stem', () => {
    const s = snippet('Configuring configured configuration', ['configur'], 100);
    expect(s.parts.filter((p) => p.match).map((p) => p.text)).toEqual(['Configuring', 'configured', 'configuration']);
  });

  it('marks the word without the punctuation around it, and splits at hyphens', () => {
    expect(snippet('Run the (agent) now, agent-based.', ['agent'], 100).parts).toEqual([
      { text: 'Run the (', match: false },
      { text: 'agent', match: true },
      { text: ') now, ', match: false },
      { text: 'agent', match: true },
      { text: '-based.', match: false },
    ]);
  });

  it('slides the window back from the end of the text so it stays full', () => {
    const s = snippet('One two three four five six seven eight nine agent', ['agent'], 20);
    expect(s).toMatchObject({ cutStart: true, cutEnd: false });
    expect(shown(s)).toBe('eight nine agent');
  });

  it('keeps a match at the very start, cutting only the end', () => {
    const s = snippet(SENTENCE, ['quick'], 20);
    expect(shown(s)).toBe('The quick brown fox');
    expect(s).toMatchObject({ cutStart: false, cutEnd: true });
  });

  it('cuts a matched word longer than the window to the window, marked', () => {
    const word = 'supercalifragilisticexpialidocious';
    // The engine passes index terms, which are stems.
    expect(snippet(`a ${word} b`, [termOf(word)!], 10)).toEqual({
      parts: [{ text: 'supercalif', match: true }],
      cutStart: true,
      cutEnd: true,
    });
  });
});

describe('a snippet without a match in its text', () => {
  it('is the opening of the text, in whole words, marked nowhere', () => {
    expect(snippet('No match here at all in this long sentence of words.', ['zebra'], 20)).toEqual({
      parts: [{ text: 'No match here at all', match: false }],
      cutStart: false,
      cutEnd: true,
    });
  });

  it('cuts a first word longer than the window rather than show nothing', () => {
    expect(snippet('Supercalifragilisticexpialidocious words', ['zebra'], 10)).toEqual({
      parts: [{ text: 'Supercalif', match: false }],
      cutStart: false,
      cutEnd: true,
    });
  });

  it('is empty for an empty text', () => {
    expect(snippet('', ['agent'], 10)).toEqual({ parts: [], cutStart: false, cutEnd: false });
  });

  it('does not mark a stop word, which is never an index term', () => {
    expect(snippet('The agent and the table', ['the'], 100).parts).toEqual([
      { text: 'The agent and the table', match: false },
    ]);
  });
});
