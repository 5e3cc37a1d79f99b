import lunr from 'lunr';
import { afterEach, describe, expect, it } from 'vitest';
import { hitsOf, memoryEngine } from '@/tests/helpers/memory-search-engine';
import { pages } from '@/tests/helpers/pages-about-agents-and-metadata';

const { search } = memoryEngine({ all: pages });

/** `url#hash` of every hit, best first. */
async function found(query: string): Promise<string[]> {
  return (await hitsOf(search(query, { contexts: ['all'] }))).map((hit) => `${hit.document.url}${hit.document.hash}`);
}

describe('plain words behave as a reader expects', () => {
  it('requires every word', async () => {
    expect((await found('connection agent ')).sort()).toEqual(['/agent/create-agent', '/security#allow-listing']);
    expect(await found('connection ')).toContain('/agent/create-agent#test-the-connection');
  });

  it('matches the last word as a prefix while it is being typed, and not once a space follows it', async () => {
    expect(await found('regen')).toEqual(['/metadata/overview#regenerating']);
    expect(await found('regen ')).toEqual([]);
  });

  it('finds the stem of a half-typed word when the typed part runs past it ("regenerat" -> "regener")', async () => {
    expect(await found('regenerat')).toContain('/metadata/overview#regenerating');
  });

  it('tolerates a small typo in a longer word, and not in a short one', async () => {
    expect(await found('conection ')).toContain('/agent/create-agent#test-the-connection');
    expect(await found('metdata ')).toContain('/metadata/overview');
    expect(await found('agnt ')).toEqual([]);
  });

  it('ranks the exact word above a typo correction', async () => {
    const hits = await found('schema ');
    expect(hits[0]).toBe('/metadata/overview');
  });

  it('skips stop words instead of requiring them', async () => {
    expect(await found('how to regenerate ')).toEqual(await found('regenerate '));
  });

  it('reads a colon followed by a space as punctuation, so a heading can be typed as written', async () => {
    expect(await found('Regenerating: metadata again')).toEqual(['/metadata/overview#regenerating']);
  });
});

describe('query syntax', () => {
  it('+term is required', async () => {
    expect(await found('+allowed +spaces')).toEqual(['/agent/create-agent#allowed-characters']);
    expect(await found('+spaces +warehouse')).toEqual([]);
  });

  it('-term is prohibited', async () => {
    const withSecurity = await found('agent ');
    expect(withSecurity).toContain('/security#allow-listing');
    const without = await found('agent -security');
    expect(without.length).toBeGreaterThan(0);
    expect(without.filter((hit) => hit.startsWith('/security'))).toEqual([]);
  });

  it('field:term restricts a term to one field, by its lower-case name', async () => {
    expect(await found('title:security')).toEqual(['/security']);
    expect(await found('content:security')).toEqual(['/security#allow-listing']);
    expect(await found('heading:name')).toEqual(['/agent/create-agent#name-rules']);
    expect(await found('description:credentials')).toEqual(['/security']);
    expect(await found('keywords:yaml')).toEqual(['/metadata/overview']);
  });

  it('term~N matches within N edits, and N = 0 means exactly', async () => {
    expect(await found('regenarate~1')).toEqual(['/metadata/overview#regenerating']);
    expect(await found('regenarate~0')).toEqual([]);
  });

  it('term^N boosts a term', async () => {
    const connectionFirst = await found('connection^10 warehouse');
    const warehouseFirst = await found('connection warehouse^10');
    expect([...connectionFirst].sort()).toEqual([...warehouseFirst].sort());
    expect(connectionFirst[0]).toBe('/agent/create-agent#test-the-connection');
    expect(warehouseFirst[0]).toBe('/metadata/overview#regenerating');
  });

  it('* is a wildcard anywhere in a term and turns stemming off', async () => {
    expect(await found('regen* ')).toEqual(['/metadata/overview#regenerating']);
    expect(await found('*crypt* ')).toEqual(['/security']);
    expect(await found('regenerating ')).toEqual(['/metadata/overview#regenerating']);
    expect(await found('regenerating* ')).toEqual([]);
  });

  it('lower-cases terms (field names are written in lower case, as lunr reads them)', async () => {
    expect(await found('REGENERATE ')).toEqual(await found('regenerate '));
    expect(await found('title:SECURITY')).toEqual(['/security']);
    expect(await search('TITLE:security', { contexts: ['all'] })).toMatchObject({
      status: 'error',
      message: expect.stringContaining("possible fields: 'title'"),
    });
  });

  it('a backslash escapes a character', async () => {
    expect(await search('field:term', { contexts: ['all'] })).toMatchObject({ status: 'error' });
    expect(await found('field\\:term')).toEqual(['/metadata/overview#search-syntax']);
    expect((await found('\\-security')).some((hit) => hit.startsWith('/security'))).toBe(true);
  });
});
const errorOf = (query: string) => search(query, { contexts: ['all'] });

const FIELDS = "'title', 'heading', 'description', 'keywords', 'content'";

describe('a malformed query answers with lunr parser message, never a crash or an empty list', () => {
  it.each([
    ['x:agent', `unrecognised field 'x', possible fields: ${FIELDS}`],
    ['agent~x', 'edit distance must be numeric'],
    ['agent~', 'edit distance must be numeric'],
    ['agent^x', 'boost must be numeric'],
    ['~1', "expected either a field or a term, found EDIT_DISTANCE with value '1'"],
    ['^2 agent', "expected either a field or a term, found BOOST with value '2'"],
    ['+', 'expecting term or field, found nothing'],
    ['agent -', 'expecting term or field, found nothing'],
    ['+~1', "expecting term or field, found 'EDIT_DISTANCE'"],
    ['title:', 'expecting term, found nothing'],
    ['title:+agent', "expecting term, found 'PRESENCE'"],
  ])('%s -> %s', async (query, message) => {
    expect(await errorOf(query)).toEqual({ status: 'error', message, hint: expect.any(String) });
  });

  describe('an unknown presence operator', () => {
    const lexer = (lunr as unknown as { QueryLexer: { prototype: { run(): void } } }).QueryLexer.prototype;
    const run = lexer.run;
    afterEach(() => {
      lexer.run = run;
    });

    // lunr 2.3.9's lexer only ever emits "+" or "-" as a presence, so no typed text reaches this
    // message; the test hands the parser such a lexeme to pin that the message still comes through.
    it('reports lunr message for it', async () => {
      lexer.run = function (this: { lexemes: { type: string; str: string }[] }) {
        run.call(this);
        this.lexemes = this.lexemes.map((lexeme) => (lexeme.type === 'PRESENCE' ? { ...lexeme, str: '!' } : lexeme));
      };
      expect(await errorOf('+agent')).toEqual({
        status: 'error',
        message: "unrecognised presence operator'!'",
        hint: 'Write + to require a word or - to leave it out.',
      });
    });
  });
});
