import lunr from 'lunr';
import { describe, expect, it } from 'vitest';
import {
  INDEX_PIPELINE,
  dropEmpty,
  isStopWord,
  normaliseApostrophes,
  queryTermOf,
  termOf,
  tokenizeWithOffsets,
  trimmedWord,
} from '@/lib/search/tokens';

describe('the index term of a word', () => {
  it('is the word lower-cased, trimmed of punctuation and stemmed', () => {
    expect(termOf('Agents')).toBe('agent');
    expect(termOf('(agents)')).toBe('agent');
    expect(termOf('configuration')).toBe('configur');
    expect(termOf('Running')).toBe('run');
  });

  it('is the same for a curly apostrophe as for the straight one a reader types', () => {
    expect(termOf('don’t')).toBe("don't");
    expect(termOf('agent’s')).toBe(termOf("agent's"));
    expect(termOf('agentʼs')).toBe(termOf("agent's"));
  });

  it('is null for a stop word and for punctuation alone', () => {
    expect(termOf('The')).toBeNull();
    expect(termOf('is')).toBeNull();
    expect(termOf('---')).toBeNull();
    expect(termOf('|')).toBeNull();
  });

  it('is the same when the word is asked again, from the cache', () => {
    expect(termOf('Tables')).toBe('tabl');
    expect(termOf('Tables')).toBe('tabl');
  });
});

describe('the term a query word looks up', () => {
  it('is stemmed like an index term', () => {
    expect(queryTermOf('Agents')).toBe('agent');
    expect(queryTermOf('don’t')).toBe("don't");
  });

  it('keeps a stop word, which the query decides on', () => {
    expect(queryTermOf('The')).toBe('the');
    expect(queryTermOf('is')).toBe('is');
  });

  it('is null for punctuation alone', () => {
    expect(queryTermOf('---')).toBeNull();
  });
});

describe('a trimmed query word, for prefix search', () => {
  it('is lower-cased and trimmed, apostrophes normalised, but not stemmed', () => {
    expect(trimmedWord('Configuration,')).toBe('configuration');
    expect(trimmedWord('“Agent’s”')).toBe("agent's");
  });

  it('is empty for punctuation alone', () => {
    expect(trimmedWord('...')).toBe('');
  });
});

describe('stop words', () => {
  it('are lunr’s English ones, whatever their case and punctuation', () => {
    expect(isStopWord('the')).toBe(true);
    expect(isStopWord('The,')).toBe(true);
    expect(isStopWord('agent')).toBe(false);
  });

  it('do not include punctuation alone', () => {
    expect(isStopWord('--')).toBe(false);
    expect(isStopWord('')).toBe(false);
  });
});

describe('the words of a text with their offsets', () => {
  const text = 'Create an agent-based (SQL) tool — now, please.';

  it('split at whitespace and hyphens, without the punctuation around each word', () => {
    const tokens = tokenizeWithOffsets(text);
    expect(tokens.map((t) => text.slice(t.start, t.end))).toEqual([
      'Create',
      'an',
      'agent',
      'based',
      'SQL',
      'tool',
      'now',
      'please',
    ]);
    expect(tokens.map((t) => t.term)).toEqual(['creat', null, 'agent', 'base', 'sql', 'tool', 'now', 'pleas']);
  });

  it('give a start and an end offset into the text', () => {
    expect(tokenizeWithOffsets('Create an agent')).toEqual([
      { start: 0, end: 6, term: 'creat' },
      { start: 7, end: 9, term: null },
      { start: 10, end: 15, term: 'agent' },
    ]);
  });

  it('skip stemming words whose first letter the caller cannot want, keeping their offsets', () => {
    expect(tokenizeWithOffsets('Create an Agent', (letter) => letter === 'a')).toEqual([
      { start: 0, end: 6, term: null },
      { start: 7, end: 9, term: null },
      { start: 10, end: 15, term: 'agent' },
    ]);
  });

  it('are none for a text of punctuation and whitespace', () => {
    expect(tokenizeWithOffsets(' — | -- ')).toEqual([]);
  });
});

describe('the pipeline steps', () => {
  it('normalise curly apostrophes in a token', () => {
    expect(normaliseApostrophes(new lunr.Token('it‘s ‘quoted’', {})).toString()).toBe("it's 'quoted'");
  });

  it('drop a token trimmed to nothing and keep any other', () => {
    const kept = new lunr.Token('a', {});
    expect(dropEmpty(new lunr.Token('', {}))).toBeNull();
    expect(dropEmpty(kept)).toBe(kept);
  });

  it('are registered under their labels, so a serialised index loads again', () => {
    const labels = lunr.Pipeline.load(['plumblineApostrophes', 'trimmer', 'plumblineDropEmpty']).toJSON();
    expect(labels).toEqual(['plumblineApostrophes', 'trimmer', 'plumblineDropEmpty']);
    expect(INDEX_PIPELINE).toEqual([normaliseApostrophes, lunr.trimmer, dropEmpty, lunr.stopWordFilter, lunr.stemmer]);
  });
});
