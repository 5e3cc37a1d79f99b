import { describe, expect, it } from 'vitest';
import { memoryEngine } from '@/tests/helpers/memory-search-engine';
import { pages } from '@/tests/helpers/pages-about-agents-and-metadata';

const { search } = memoryEngine({ all: pages });

/** The parser's message for a query, and the line of help shown beside it. */
async function helpFor(query: string): Promise<[string, string]> {
  const response = await search(query, { contexts: ['all'] });
  if (response.status !== 'error') throw new Error(`${query} parsed`);
  return [response.message, response.hint ?? ''];
}

describe('a malformed query comes with one line on how to write it', () => {
  it.each([
    ['foo~x', 'A number must follow ~, as in foo~1.'],
    ['+schema~', 'A number must follow ~, as in schema~1.'],
    ['agent^high', 'A number must follow ^, as in agent^2.'],
    ['x:agent', 'Write one of those fields before the colon, as in title:agent, or \\: to search for a colon.'],
    ['~1', '~ and ^ come right after a word, as in agent~1 or agent^2.'],
    ['agent -', '+ and - go right before a word, as in +agent or -schema.'],
    ['title:', 'A word must follow the colon, as in title:agent.'],
    ['title:+agent', 'Put + or - before the field name, as in +title:agent.'],
  ])('%s', async (query, hint) => {
    const [, help] = await helpFor(query);
    expect(help).toBe(hint);
  });

  it('and every help line, written as it says, parses', async () => {
    for (const query of [
      'foo~1',
      'schema~1',
      'agent^2',
      'title:agent',
      '\\:agent',
      'agent~1',
      '+agent',
      '-schema agent',
      '+title:agent',
    ]) {
      expect((await search(query, { contexts: ['all'] })).status, query).toBe('ok');
    }
  });
});
