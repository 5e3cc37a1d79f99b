import lunr from 'lunr';
import { NAMING_FIELDS } from '../../lib/search/index-format';
import { QueryParser } from './lunr-extras';
import { isStopWord, queryTermOf, trimmedWord } from '../../lib/search/tokens';

/**
 * Turns what the reader typed into clauses for the executor. The syntax and its error messages
 * are lunr's own: lunr's QueryParser reads the text. Where lunr treats
 * an unmarked word as optional, here every word must match unless written `-word`, as a reader
 * expects of a search box (`+word` is accepted and means the same). Words written without any
 * syntax get more help:
 * - stop words such as "the" are skipped;
 * - the last word, while still being typed, also matches as a prefix ("agen" finds "agent"),
 *   in titles and headings only while it is shorter than three letters;
 * - a small typo in a word of five letters or more still matches.
 * Each alternative has a tier: sections matching every word exactly (or by its stem) come
 * before those that needed a prefix, and those before the ones that needed a typo.
 * A field (`title:agen`) keeps that help; words with `~N`, `^N` or `*` match the terms lunr would.
 */

export type Presence = 'required' | 'optional' | 'prohibited';

/** 0: the word or its stem; 1: a word it begins; 2: a word one typo away. */
export type Tier = 0 | 1 | 2;

interface AlternativeBase {
  weight: number;
  tier: Tier;
  /** Fields the alternative is limited to, within the clause's fields; all of them when absent. */
  fields?: ReadonlySet<string>;
}

export type Alternative = AlternativeBase &
  (
    | /** Index terms matching a lunr pattern: a term, or one with `*` wildcards. */ {
        kind: 'pattern';
        pattern: string;
      }
    | { kind: 'fuzzy'; term: string; editDistance: number }
    /** The longest index term that the word starts with ("generat" -> "gener"); only when nothing else matched. */
    | { kind: 'longest-prefix'; word: string; minLength: number }
  );

export interface QueryClause {
  /** The term as lunr parsed it: lower-cased, escapes removed. */
  text: string;
  /** Written without syntax, so the reader rules apply to it. */
  plain: boolean;
  fields: string[];
  presence: Presence;
  boost: number;
  alternatives: Alternative[];
}

export type ParsedQuery = { ok: true; clauses: QueryClause[] } | { ok: false; message: string };

/** Weights of the helper alternatives: an exact word outranks completions and typo corrections. */
const PREFIX_WEIGHT = 0.7;
const FUZZY_WEIGHT = 0.4;
/**
 * Words of at least this many letters tolerate one typo (lunr counts a swap of two neighbours as
 * one edit). Two edits would match too much and cost several milliseconds per long word.
 */
const FUZZY_MIN_LENGTH = 5;
/**
 * A word still being typed matches words it begins in every field from this many letters; a
 * shorter one only in titles and headings, where its completions are few and cheap to fetch.
 */
const PREFIX_EVERYWHERE_LENGTH = 3;

type RawClause = Partial<lunr.Query.Clause> & { presence?: lunr.Query.presence };

export function parseQuery(input: string, fields: string[]): ParsedQuery {
  const query = new lunr.Query(fields);
  const raw: RawClause[] = [];
  const addClause = query.clause.bind(query);
  // The parser fills in defaults as it adds a clause; keep what the reader actually wrote.
  query.clause = (clause: RawClause) => {
    raw.push({ ...clause });
    return addClause(clause as lunr.Query.Clause);
  };
  try {
    new QueryParser(escapePunctuationColons(input, fields), query).parse();
  } catch (error) {
    if (error instanceof lunr.QueryParseError) return { ok: false, message: error.message };
    throw error;
  }
  const stillTyping = input.length > 0 && !/\s$/.test(input);
  const clauses = raw.flatMap((clause, i) => toClause(clause, fields, stillTyping && i === raw.length - 1));
  return { ok: true, clauses };
}

/**
 * "Explore: questions" is a heading, not a field query: a colon followed by a space (or ending the
 * text) after a word that is not a field name is punctuation. `title:agent`, `title: agent` and
 * `x:agent` (lunr's "unrecognised field" error) are left to the parser.
 */
function escapePunctuationColons(input: string, fields: string[]): string {
  return input.replace(/([^\s:\\]*):(?=\s|$)/g, (whole, word: string) =>
    fields.includes(word.replace(/^[+-]/, '').toLowerCase()) ? whole : `${word}\\:`,
  );
}

function toClause(raw: RawClause, allFields: string[], typedLast: boolean): QueryClause[] {
  const text = raw.term ?? '';
  const fields = raw.fields ?? allFields;
  const boost = raw.boost ?? 1;
  const base = { text, fields, boost, plain: false };
  if (raw.presence === lunr.Query.presence.PROHIBITED || raw.presence === lunr.Query.presence.REQUIRED) {
    const presence: Presence = raw.presence === lunr.Query.presence.PROHIBITED ? 'prohibited' : 'required';
    return [{ ...base, presence, alternatives: exactAlternatives(raw) }];
  }
  if (raw.usePipeline === false || raw.editDistance !== undefined || raw.boost !== undefined) {
    return [{ ...base, presence: 'required', alternatives: exactAlternatives(raw) }];
  }
  return plainClause(base, typedLast);
}

/** What lunr itself would look up: the pattern as typed when it has a wildcard, else the stem. */
function exactAlternatives(raw: RawClause): Alternative[] {
  const text = raw.term ?? '';
  if (raw.usePipeline === false) return [{ kind: 'pattern', pattern: text, weight: 1, tier: 0 }];
  const term = queryTermOf(text);
  if (term === null) return [];
  if (raw.editDistance !== undefined)
    return [{ kind: 'fuzzy', term, editDistance: raw.editDistance, weight: 1, tier: 0 }];
  return [{ kind: 'pattern', pattern: term, weight: 1, tier: 0 }];
}

function plainClause(written: Omit<QueryClause, 'presence' | 'alternatives'>, typedLast: boolean): QueryClause[] {
  const base = { ...written, plain: true };
  const word = trimmedWord(base.text);
  const term = queryTermOf(base.text);
  if (term === null || word === '') return [];
  const stop = isStopWord(base.text);
  if (stop && !typedLast) return [];
  const alternatives: Alternative[] = [{ kind: 'pattern', pattern: term, weight: 1, tier: 0 }];
  if (word.length >= FUZZY_MIN_LENGTH)
    alternatives.push({ kind: 'fuzzy', term, editDistance: 1, weight: FUZZY_WEIGHT, tier: 2 });
  if (typedLast) {
    const prefix = {
      weight: PREFIX_WEIGHT,
      tier: 1 as const,
      ...(word.length < PREFIX_EVERYWHERE_LENGTH ? { fields: NAMING_FIELDS } : {}),
    };
    alternatives.push({ kind: 'pattern', pattern: `${word}*`, ...prefix });
    if (term !== word) alternatives.push({ kind: 'pattern', pattern: `${term}*`, ...prefix });
    alternatives.push({ kind: 'longest-prefix', word, minLength: Math.max(3, word.length - 4), ...prefix });
  }
  // A stop word being typed may be the start of a longer word ("a" -> "agent"): it helps rank, never filters.
  return [{ ...base, presence: stop ? 'optional' : 'required', alternatives }];
}
