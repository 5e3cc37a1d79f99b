import { describe, expect, it } from 'vitest';
import type { SearchHit } from '@/lib/search/types';
import { HIGHLIGHT_PARAM, highlightTerms, hitHref } from '@/browser/search/highlight-param';

function hit(url: string, hash: string, terms: string[]): SearchHit {
  return {
    document: { title: 'Create an agent', url, hash, section: '' },
    page: { title: 'Create an agent', breadcrumbs: [] },
    indexId: 'rest',
    score: 1,
    snippet: { parts: [], cutStart: false, cutEnd: false },
    terms,
  };
}

describe('the link to a search hit', () => {
  it('carries the matched terms in the highlight parameter, before the section anchor', () => {
    expect(HIGHLIGHT_PARAM).toBe('highlight');
    expect(hitHref(hit('/agent/create-agent', '#name-rules', ['agent', 'name']))).toBe(
      '/agent/create-agent?highlight=agent+name#name-rules',
    );
  });

  it('has no query at all when no term matched', () => {
    expect(hitHref(hit('/agent/create-agent', '#name-rules', []))).toBe('/agent/create-agent#name-rules');
    expect(hitHref(hit('/', '', []))).toBe('/');
  });

  it('links to the top of the page when the hit has no section', () => {
    expect(hitHref(hit('/blog/older-post', '', ['chart']))).toBe('/blog/older-post?highlight=chart');
  });

  it('encodes terms that are not safe in a URL', () => {
    expect(hitHref(hit('/faq', '', ["agent'", 'c++', 'a&b']))).toBe('/faq?highlight=agent%27+c%2B%2B+a%26b');
  });

  it('gives back the same terms on the target page', () => {
    const href = hitHref(hit('/faq', '#why', ["agent'", 'c++', 'a&b']));
    const value = new URL(href, 'https://docs.plumbline.example').searchParams.get(HIGHLIGHT_PARAM);
    expect([...highlightTerms(value)]).toEqual(["agent'", 'c++', 'a&b']);
  });
});

describe('the terms to mark on a page', () => {
  it('are the words of the parameter, once each', () => {
    expect([...highlightTerms('agent name agent')]).toEqual(['agent', 'name']);
  });

  it('ignore runs of whitespace at either end and between words', () => {
    expect([...highlightTerms('  agent \t  name\n')]).toEqual(['agent', 'name']);
  });

  it('are none without the parameter or with an empty one', () => {
    expect(highlightTerms(null).size).toBe(0);
    expect(highlightTerms('').size).toBe(0);
    expect(highlightTerms('   ').size).toBe(0);
  });
});
