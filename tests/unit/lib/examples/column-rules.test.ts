import { describe, expect, it } from 'vitest';
import { columnFindings, columnsOf } from '@/lib/examples/column-rules';
import { classify, parseMetadataFile } from '@/lib/examples/metadata-files';
import { buildModel } from '@/lib/examples/metadata-model';
import { formatKeyPath } from '@/lib/examples/metadata-problems';

/** A metadata folder of YAML texts by path, parsed and modelled as the validator does. */
function modelOf(files: Record<string, string>) {
  const parsed = Object.entries(files).map(([path, text]) => {
    const place = classify(path)!;
    return parseMetadataFile({ path, displayPath: path, text }, place.kind, place.name);
  });
  return buildModel(parsed).model;
}

/** The column findings as `file:line: key: message` lines. */
function findings(files: Record<string, string>): string[] {
  return columnFindings(modelOf(files)).map(
    (f) => `${f.file.source.displayPath}:${f.file.lineOf(f.path)}: ${formatKeyPath(f.path)}: ${f.message}`,
  );
}

const schema = (columns: string) => ({ 'schema/game_f.yml': `table_info:\n  - table: game_f\ncolumns:\n${columns}` });

describe('a column’s key', () => {
  it('must be the physical column name semantics files import it by', () => {
    expect(findings(schema('  GameId:\n    column: game_id\n    type: INTEGER\n'))).toEqual([
      'schema/game_f.yml:5: columns.GameId.column: is "game_id" under the key "GameId"; use the physical column name as the key, because semantics files import columns by their key',
    ]);
  });

  it('may be anything when no physical name is given, or the name is blank', () => {
    expect(findings(schema('  game_id:\n    type: INTEGER\n  other:\n    column: "  "\n'))).toEqual([]);
  });

  it('is compared with the physical name trimmed', () => {
    expect(findings(schema('  game_id:\n    column: " game_id "\n'))).toEqual([]);
  });
});

describe('fetch on a column', () => {
  it('is allowed on a text column that is not a key', () => {
    const columns = ['VARCHAR(20)', 'nvarchar(5)', 'CHAR(2)', 'character varying', 'TEXT', 'string']
      .map((type, i) => `  c${i}:\n    type: ${type}\n    fetch: true\n`)
      .join('');
    expect(findings(schema(columns))).toEqual([]);
  });

  it('is reported on a key column, primary or foreign', () => {
    expect(
      findings(
        schema(
          '  game_id:\n    type: INTEGER\n    primary_key: true\n    fetch: true\n  team_code:\n    type: VARCHAR(3)\n    foreign_key: true\n    fetch: true\n',
        ),
      ),
    ).toEqual([
      'schema/game_f.yml:7: columns.game_id.fetch: is true on a key column; keys are matched through joins, so fetch only names and categories people type',
      'schema/game_f.yml:11: columns.team_code.fetch: is true on a key column; keys are matched through joins, so fetch only names and categories people type',
    ]);
  });

  it('is reported on a number, date or boolean column, naming its type', () => {
    expect(
      findings(schema('  points:\n    type: INTEGER\n    fetch: true\n  day:\n    type: date\n    fetch: true\n')),
    ).toEqual([
      'schema/game_f.yml:6: columns.points.fetch: is true on a INTEGER column; fetch only text columns whose values repeat, such as names and categories',
      'schema/game_f.yml:9: columns.day.fetch: is true on a date column; fetch only text columns whose values repeat, such as names and categories',
    ]);
  });

  it('is not checked when false, not the boolean true, or on a column without a type', () => {
    expect(
      findings(
        schema(
          '  a:\n    type: INTEGER\n    fetch: false\n  b:\n    type: INTEGER\n    fetch: "true"\n  c:\n    fetch: true\n',
        ),
      ),
    ).toEqual([]);
  });

  it('on a key is reported along with a key that differs from the physical name', () => {
    expect(findings(schema('  Id:\n    column: id\n    primary_key: true\n    fetch: true\n'))).toHaveLength(2);
  });
});

describe('the columns of a schema file', () => {
  it('are its column entries that are mappings, by key, in file order', () => {
    const model = modelOf(schema('  b:\n    type: TEXT\n  a:\n    type: INTEGER\n  broken: just text\n  empty:\n'));
    const { file } = model.schemaFiles.get('game_f')!;
    expect(columnsOf(file)).toEqual([
      ['b', { type: 'TEXT' }],
      ['a', { type: 'INTEGER' }],
    ]);
  });

  it('are none in a file without columns, and the rules find nothing there', () => {
    const files = { 'schema/game_f.yml': 'table_info:\n  - table: game_f\n' };
    expect(columnsOf(modelOf(files).schemaFiles.get('game_f')!.file)).toEqual([]);
    expect(findings(files)).toEqual([]);
  });
});
