import lunr from 'lunr';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryEngine } from '@/tests/helpers/memory-search-engine';
import { pages } from '@/tests/helpers/pages-about-agents-and-metadata';

const { search } = memoryEngine({ all: pages });
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
