import { describe, expect, it } from 'vitest';
import type { IndexedPage } from '@/lib/search/build-index';
import { makeSnippet } from '@/browser/search/snippet';
import { termOf } from '@/lib/search/tokens';
import type { SearchHit } from '@/lib/search/types';
import { hitsOf, memoryEngine } from '@/tests/helpers/memory-search-engine';
import { pages } from '@/tests/helpers/pages-about-agents-and-metadata';

const { search } = memoryEngine({ all: pages });

function hits(query: string, limit?: number): Promise<SearchHit[]> {
  return hitsOf(search(query, { contexts: ['all'], limit }));
}

const snippetText = (hit: SearchHit) => hit.snippet.parts.map((p) => p.text).join('');

describe('ranking', () => {
  it('puts a title match above body matches of the same word', async () => {
    const found = await hits('security ');
    expect(found.map((h) => h.document.url + h.document.hash)).toEqual(['/security', '/security#allow-listing']);
  });

  it('puts a heading match above body matches of the same word', async () => {
    const found = await hits('regenerating ');
    expect(found[0].document.hash).toBe('#regenerating');
    expect((await hits('name '))[0].document.hash).toBe('#name-rules');
  });

  it('puts a section whose heading holds every typed word first, even when the words are common elsewhere', async () => {
    const common: IndexedPage[] = [
      {
        title: 'Agents overview',
        url: '/agents',
        breadcrumbs: [],
        description: 'Build a data agent on your data.',
        keywords: ['agent', 'data'],
        sections: [
          {
            id: '',
            depth: 0,
            heading: '',
            text: 'A data agent reads data. Every agent needs data, and data needs an agent.',
          },
          {
            id: 'what-a-data-agent-is',
            depth: 2,
            heading: 'What a data agent is',
            text: 'It answers questions in plain language.',
          },
        ],
      },
    ];
    const bonus = memoryEngine({ all: common });
    const found = await hitsOf(bonus.search('What a data agent is', { contexts: ['all'] }));
    expect(found[0].document.hash).toBe('#what-a-data-agent-is');
    const lunrStyle = await hitsOf(bonus.search('+data +agent', { contexts: ['all'] }));
    expect(lunrStyle[0].document.hash).toBe('');
  });

  it('scores indexes searched together as one corpus, so split and whole indexes rank alike', async () => {
    const split = memoryEngine({ agents: pages.slice(0, 1), rest: pages.slice(1) });
    const summary = async (response: ReturnType<typeof search>) => {
      const answer = await response;
      return answer.status === 'ok'
        ? answer.hits.map((h) => `${h.document.url}${h.document.hash} ${h.score.toFixed(4)}`)
        : [answer.message];
    };
    for (const query of ['connection ', 'agent warehouse', 'security ', 'a']) {
      expect(await summary(split.search(query, { contexts: ['agents', 'rest'] })), query).toEqual(
        await summary(search(query, { contexts: ['all'] })),
      );
    }
    const both = await hitsOf(split.search('connection ', { contexts: ['agents', 'rest'] }));
    expect(new Set(both.map((h) => h.indexId))).toEqual(new Set(['agents', 'rest']));
    const restOnly = await hitsOf(split.search('connection ', { contexts: ['rest'] }));
    expect(restOnly.every((h) => h.indexId === 'rest')).toBe(true);
  });

  it('honours the limit while counting every hit', async () => {
    const response = await search('agent', { contexts: ['all'], limit: 2 });
    expect(response).toMatchObject({ status: 'ok' });
    if (response.status !== 'ok') return;
    expect(response.hits).toHaveLength(2);
    expect(response.total).toBeGreaterThan(2);
  });
});

describe('a hit', () => {
  it('carries the document (title, url, hash, section) and its page (title, breadcrumbs)', async () => {
    const [hit] = await hits('allowed characters');
    expect(hit.document).toEqual({
      title: 'Allowed characters',
      url: '/agent/create-agent',
      hash: '#allowed-characters',
      section: 'Name rules › Allowed characters',
    });
    expect(hit.page).toEqual({ title: 'Create an agent', breadcrumbs: ['Agents'] });
    expect(hit.terms).toEqual(expect.arrayContaining(['allow', 'charact']));
  });

  it('is titled by the page at the top of the page', async () => {
    const [hit] = await hits('title:metadata');
    expect(hit.document).toMatchObject({ title: 'Metadata overview', hash: '', section: '' });
  });
});

describe('snippets', () => {
  const long: IndexedPage = {
    title: 'Long page',
    url: '/long',
    breadcrumbs: [],
    description: 'A page whose only heading opens it, so its top has no text.',
    keywords: [],
    sections: [
      { id: '', depth: 0, heading: '', text: '' },
      {
        id: 'body',
        depth: 2,
        heading: 'Body',
        text: 'The quick survey of every table in the warehouse starts with the largest fact tables, then moves through each dimension, and finally the lookup tables that nobody remembers creating.',
      },
    ],
  };
  const longEngine = memoryEngine({ long: [long] });

  it('holds at most 50 characters around the match, with the match marked and not cut', async () => {
    const [hit] = await hitsOf(longEngine.search('dimension', { contexts: ['long'] }));
    expect(snippetText(hit).length).toBeLessThanOrEqual(50);
    expect(hit.snippet.parts.filter((p) => p.match).map((p) => p.text)).toEqual(['dimension']);
    expect(hit.snippet).toMatchObject({ cutStart: true, cutEnd: true });
  });

  it('never starts or ends inside a word', async () => {
    const text = long.sections[1].text;
    for (const word of ['warehouse', 'largest', 'remembers', 'quick']) {
      const snippet = makeSnippet(text, new Set([termOf(word)!]), 50);
      const shown = snippet.parts.map((p) => p.text).join('');
      expect(snippet.parts.filter((p) => p.match).map((p) => p.text)).toEqual([word]);
      expect(shown.length).toBeLessThanOrEqual(50);
      expect(text).toContain(shown);
      const at = text.indexOf(shown);
      expect(at === 0 || /\s/.test(text[at - 1])).toBe(true);
      const end = at + shown.length;
      expect(end === text.length || /[\s]/.test(text[end])).toBe(true);
    }
  });

  it('marks every matched word inside the window', async () => {
    const snippet = makeSnippet('tables and more tables', new Set(['tabl']), 50);
    expect(snippet.parts).toEqual([
      { text: 'tables', match: true },
      { text: ' and more ', match: false },
      { text: 'tables', match: true },
    ]);
  });

  it('opens with the start of the text when only the heading matched, and with the description at a bare page top', async () => {
    const body = await hitsOf(longEngine.search('heading:body', { contexts: ['long'] }));
    expect(snippetText(body[0]).startsWith('The quick survey')).toBe(true);
    const top = await hitsOf(longEngine.search('title:long', { contexts: ['long'] }));
    expect(snippetText(top[0])).toBe('A page whose only heading opens it, so its top has');
  });

  it('cuts a single word longer than the window', async () => {
    const word = 'x'.repeat(80);
    const snippet = makeSnippet(`${word} end`, new Set([word]), 50);
    expect(snippet.parts).toEqual([{ text: 'x'.repeat(50), match: true }]);
  });
});
