import { describe, expect, it } from 'vitest';
import { buildIndexFile } from '@/lib/search/build-index';
import { SearchEngine } from '@/lib/search/engine';
import { pages } from './pages-about-agents-and-metadata';

const engine = new SearchEngine(50);
engine.add('all', buildIndexFile(pages));

/** `url#hash` of every hit, best first. */
function found(query: string): string[] {
  const response = engine.search(query, { contexts: ['all'] });
  if (response.status === 'error') throw new Error(`unexpected parse error: ${response.message}`);
  return response.hits.map((hit) => `${hit.document.url}${hit.document.hash}`);
}

describe('plain words behave as a reader expects', () => {
  it('requires every word', () => {
    expect(found('connection agent ').sort()).toEqual(['/agent/create-agent', '/security#allow-listing']);
    expect(found('connection ')).toContain('/agent/create-agent#test-the-connection');
  });

  it('matches the last word as a prefix while it is being typed, and not once a space follows it', () => {
    expect(found('regen')).toEqual(['/metadata/overview#regenerating']);
    expect(found('regen ')).toEqual([]);
  });

  it('finds the stem of a half-typed word when the typed part runs past it ("regenerat" -> "regener")', () => {
    expect(found('regenerat')).toContain('/metadata/overview#regenerating');
  });

  it('tolerates a small typo in a longer word, and not in a short one', () => {
    expect(found('conection ')).toContain('/agent/create-agent#test-the-connection');
    expect(found('metdata ')).toContain('/metadata/overview');
    expect(found('agnt ')).toEqual([]);
  });

  it('ranks the exact word above a typo correction', () => {
    const hits = found('schema ');
    expect(hits[0]).toBe('/metadata/overview');
  });

  it('skips stop words instead of requiring them', () => {
    expect(found('how to regenerate ')).toEqual(found('regenerate '));
  });

  it('reads a colon followed by a space as punctuation, so a heading can be typed as written', () => {
    expect(found('Regenerating: metadata again')).toEqual(['/metadata/overview#regenerating']);
  });
});

describe('query syntax (SPEC section 5)', () => {
  it('+term is required', () => {
    expect(found('+allowed +spaces')).toEqual(['/agent/create-agent#allowed-characters']);
    expect(found('+spaces +warehouse')).toEqual([]);
  });

  it('-term is prohibited', () => {
    const withSecurity = found('agent ');
    expect(withSecurity).toContain('/security#allow-listing');
    const without = found('agent -security');
    expect(without.length).toBeGreaterThan(0);
    expect(without.filter((hit) => hit.startsWith('/security'))).toEqual([]);
  });

  it('field:term restricts a term to one field, by its lower-case name', () => {
    expect(found('title:security')).toEqual(['/security']);
    expect(found('content:security')).toEqual(['/security#allow-listing']);
    expect(found('heading:name')).toEqual(['/agent/create-agent#name-rules']);
    expect(found('description:credentials')).toEqual(['/security']);
    expect(found('keywords:yaml')).toEqual(['/metadata/overview']);
  });

  it('term~N matches within N edits, and N = 0 means exactly', () => {
    expect(found('regenarate~1')).toEqual(['/metadata/overview#regenerating']);
    expect(found('regenarate~0')).toEqual([]);
  });

  it('term^N boosts a term', () => {
    const connectionFirst = found('connection^10 warehouse');
    const warehouseFirst = found('connection warehouse^10');
    expect([...connectionFirst].sort()).toEqual([...warehouseFirst].sort());
    expect(connectionFirst[0]).toBe('/agent/create-agent#test-the-connection');
    expect(warehouseFirst[0]).toBe('/metadata/overview#regenerating');
  });

  it('* is a wildcard anywhere in a term and turns stemming off', () => {
    expect(found('regen* ')).toEqual(['/metadata/overview#regenerating']);
    expect(found('*crypt* ')).toEqual(['/security']);
    expect(found('regenerating ')).toEqual(['/metadata/overview#regenerating']);
    expect(found('regenerating* ')).toEqual([]);
  });

  it('lower-cases terms (field names are written in lower case, as lunr reads them)', () => {
    expect(found('REGENERATE ')).toEqual(found('regenerate '));
    expect(found('title:SECURITY')).toEqual(['/security']);
    expect(engine.search('TITLE:security', { contexts: ['all'] })).toMatchObject({ status: 'error', message: expect.stringContaining("possible fields: 'title'") });
  });

  it('a backslash escapes a character', () => {
    expect(engine.search('field:term', { contexts: ['all'] })).toMatchObject({ status: 'error' });
    expect(found('field\\:term')).toEqual(['/metadata/overview#search-syntax']);
    expect(found('\\-security').some((hit) => hit.startsWith('/security'))).toBe(true);
  });
});
