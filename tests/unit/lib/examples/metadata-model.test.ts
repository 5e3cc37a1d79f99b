import { describe, expect, it } from 'vitest';
import { classify, parseMetadataFile } from '@/lib/examples/metadata-files';
import { asList, asRecord, asText, buildModel, keysOf, listNames } from '@/lib/examples/metadata-model';
import { formatKeyPath } from '@/lib/examples/metadata-problems';

/** A metadata folder of YAML texts by path, parsed as the validator parses it. */
function parsed(files: Record<string, string>) {
  return Object.entries(files).map(([path, text]) => {
    const place = classify(path)!;
    return parseMetadataFile({ path, displayPath: `nba/${path}`, text }, place.kind, place.name);
  });
}

const gameF =
  'table_info:\n  - table: game_f\ncolumns:\n  home_team_id:\n    column: home_team\n  game_id:\n    type: INTEGER\n';

describe('what a metadata folder defines', () => {
  it('names each schema file’s columns by key and by physical name, and the table it defines', () => {
    const { model, findings } = buildModel(parsed({ 'schema/game_f.yml': gameF }));
    expect(findings).toEqual([]);
    expect([...model.schemaFiles.get('game_f')!.columns].sort()).toEqual(['game_id', 'home_team', 'home_team_id']);
    expect(model.tables.get('game_f')).toBe(model.schemaFiles.get('game_f'));
  });

  it('names each semantics file’s metrics and attributes', () => {
    const semantics = 'metrics:\n  wins: {calculation: COUNT(*)}\nattributes:\n  team_name: {name: Team}\n';
    const { model } = buildModel(parsed({ 'semantics/games.yml': semantics }));
    const games = model.semanticsFiles.get('games')!;
    expect([[...games.metrics], [...games.attributes]]).toEqual([['wins'], ['team_name']]);
  });

  it('knows each hierarchy’s levels, and has no hierarchies when the folder has no hierarchy.yml', () => {
    const hierarchy =
      'hierarchies:\n  season_calendar:\n    levels:\n      - {level: season, column: season}\n      - {level: game_date, column: game_date}\n';
    expect(buildModel(parsed({ 'hierarchy.yml': hierarchy })).model.hierarchies).toEqual(
      new Map([['season_calendar', ['season', 'game_date']]]),
    );
    expect(buildModel(parsed({ 'schema/game_f.yml': gameF })).model.hierarchies).toBeUndefined();
  });

  it('keeps a file whose YAML does not read, as existing but unknown', () => {
    const files = parsed({ 'schema/team_d.yml': 'table_info:\n  - table: team_d\n bad: indent\n' });
    const { model } = buildModel(files);
    expect(model.schemaFiles.has('team_d')).toBe(true);
    expect(model.unreadable).toEqual(new Set(files));
    expect(model.tables.has('team_d')).toBe(false);
  });
});

describe('a table defined in two schema files', () => {
  it('is reported at the second, naming the first, which keeps the name', () => {
    const { model, findings } = buildModel(
      parsed({
        'schema/game_f.yml': gameF,
        'schema/game_copy.yml': 'table_info:\n  - table: team_d\n  - table: game_f\n',
      }),
    );
    expect(
      findings.map(
        (f) => `${f.file.source.displayPath}:${f.file.lineOf(f.path)}: ${formatKeyPath(f.path)}: ${f.message}`,
      ),
    ).toEqual([
      'nba/schema/game_copy.yml:3: table_info[1].table: table "game_f" is already defined in nba/schema/game_f.yml at table_info[0]; table names must be unique across schema files',
    ]);
    expect(model.tables.get('game_f')!.file.name).toBe('game_f');
    expect(model.tables.get('team_d')!.file.name).toBe('game_copy');
  });
});

describe('reading YAML values loosely', () => {
  it('takes a mapping, a list, trimmed text and a mapping’s keys, and nothing from anything else', () => {
    expect(asRecord({ a: 1 })).toEqual({ a: 1 });
    expect([asRecord([1]), asRecord(null), asRecord('a')]).toEqual([undefined, undefined, undefined]);
    expect([asList([1, 2]), asList({ a: 1 })]).toEqual([[1, 2], []]);
    expect([asText('  game_f '), asText('   '), asText(3)]).toEqual(['game_f', undefined, undefined]);
    expect([keysOf({ wins: {}, losses: {} }), keysOf(['wins'])]).toEqual([['wins', 'losses'], []]);
  });
});

describe('a list of names in a message', () => {
  it('is sorted and comma-separated, or none', () => {
    expect(listNames(new Set(['team_d', 'game_f']))).toBe('game_f, team_d');
    expect(listNames([])).toBe('none');
  });
});
