import { describe, expect, it } from 'vitest';
import { shapeFindings } from '@/lib/examples/metadata-shapes';
import { formatKeyPath } from '@/lib/examples/metadata-problems';

/** Each place a file departs from its shape, as `key: message`. */
const findings = (...args: Parameters<typeof shapeFindings>) =>
  shapeFindings(...args).map((f) => `${formatKeyPath(f.path)}: ${f.message}`);

const schema = { subject_area: 'basketball', table_info: [{ table: 'game_f' }] };
const semantics = {
  folder: 'basketball_analytics',
  type: 'fact',
  source: { 'schema.game_f': { columns: ['points'] } },
};

describe('a file of the canonical shape', () => {
  it('has no findings, of any kind', () => {
    expect(findings('schema', { ...schema, columns: { points: { type: 'INTEGER', fetch: false } } })).toEqual([]);
    expect(findings('semantics', { ...semantics, metrics: { total: { calculation: 'SUM([points])' } } })).toEqual([]);
    expect(
      findings('hierarchy', { hierarchies: { season: { levels: [{ level: 'season', column: 'season' }] } } }),
    ).toEqual([]);
  });
});

describe('an empty file', () => {
  it('is told which keys its kind of file holds', () => {
    expect(findings('semantics', null)).toEqual([
      '(root): the file is empty; a semantics file is a mapping of folder, type, source, metrics, attributes',
    ]);
  });
});

describe('a key the agent would ignore', () => {
  it('is named with the keys allowed at its place', () => {
    expect(findings('schema', { ...schema, table_info: [{ table: 'game_f', grian: {} }] })).toEqual([
      'table_info[0].grian: unknown key "grian"; allowed keys here: table, grain, joins',
    ]);
  });

  it('written with capitals is told the lowercase key it means', () => {
    expect(findings('schema', { ...schema, Columns: {} })).toEqual([
      'Columns: unknown key "Columns" (keys are lowercase: write "columns"); allowed keys here: subject_area, table_info, columns',
    ]);
    expect(findings('schema', { ...schema, Notes: '' })).toEqual([
      'Notes: unknown key "Notes"; allowed keys here: subject_area, table_info, columns',
    ]);
  });
});

describe('a value of the wrong kind', () => {
  it('is told what it must be and what it is', () => {
    expect(findings('schema', { ...schema, columns: { id: { primary_key: 'yes' } } })).toEqual([
      'columns.id.primary_key: must be true or false, not "yes"',
    ]);
    expect(findings('schema', { ...schema, table_info: { table: 'game_f' } })).toEqual([
      'table_info: must be a list of tables, not a mapping',
    ]);
  });

  it('that is missing is a required key', () => {
    expect(findings('semantics', { folder: 'x', source: semantics.source })).toEqual(['type: required key is missing']);
    expect(findings('schema', { subject_area: 'nba', table_info: [{ joins: [] }] })).toEqual([
      'table_info[0].table: required key is missing',
    ]);
  });
});

describe('values the pages set rules for', () => {
  it('names subject_area and folder in lowercase words joined by underscores', () => {
    expect(findings('schema', { ...schema, subject_area: 'Basket Ball' })).toEqual([
      'subject_area: must be lowercase letters, digits and underscores, such as "sales"',
    ]);
  });

  it('types a semantics file as fact or dimension', () => {
    expect(findings('semantics', { ...semantics, type: 'measure' })).toEqual([
      'type: must be "fact" or "dimension", not "measure"',
    ]);
  });

  it('asks for at least one table, one import and one level, and text that is not blank', () => {
    expect(findings('schema', { ...schema, table_info: [] })).toEqual(['table_info: must list at least one table']);
    expect(findings('semantics', { ...semantics, source: {} })).toEqual(['source: must import at least one file']);
    expect(findings('hierarchy', { hierarchies: { season: { levels: [] } } })).toEqual([
      'hierarchies.season.levels: must list at least one level',
    ]);
    expect(findings('schema', { ...schema, table_info: [{ table: '  ' }] })).toEqual([
      'table_info[0].table: must not be empty',
    ]);
  });
});

describe('a file with several problems', () => {
  it('has each reported at its own place', () => {
    expect(findings('schema', { subject_area: 'ok', table_info: [{ table: 'a', Grain: 1 }], colums: {} })).toEqual([
      'table_info[0].Grain: unknown key "Grain" (keys are lowercase: write "grain"); allowed keys here: table, grain, joins',
      'colums: unknown key "colums"; allowed keys here: subject_area, table_info, columns',
    ]);
  });
});
