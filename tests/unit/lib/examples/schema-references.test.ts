import { describe, expect, it } from 'vitest';
import { classify, parseMetadataFile } from '@/lib/examples/metadata-files';
import { buildModel } from '@/lib/examples/metadata-model';
import { formatKeyPath } from '@/lib/examples/metadata-problems';
import { joinOperands, schemaReferenceFindings } from '@/lib/examples/schema-references';

/** The schema reference findings of a metadata folder of YAML texts by path, as `file:line: key: message` lines. */
function findings(files: Record<string, string>): string[] {
  const parsed = Object.entries(files).map(([path, text]) => {
    const place = classify(path)!;
    return parseMetadataFile({ path, displayPath: path, text }, place.kind, place.name);
  });
  return schemaReferenceFindings(buildModel(parsed).model).map(
    (f) => `${f.file.source.displayPath}:${f.file.lineOf(f.path)}: ${formatKeyPath(f.path)}: ${f.message}`,
  );
}

const TEAM = 'table_info:\n  - table: team_d\ncolumns:\n  team_id:\n    primary_key: true\n';
/** schema/game_f.yml with this under its table_info entry, and the columns game_id, game_date and home_team_id. */
const game = (info: string) =>
  `table_info:\n  - table: game_f\n${info}columns:\n  game_id:\n    type: INTEGER\n  game_date:\n    type: DATE\n  home_team_id:\n    column: home_team_id\n`;
const HIERARCHY =
  'hierarchies:\n  season_calendar:\n    levels:\n      - level: season\n        column: game_date\n      - level: game_date\n        column: game_date\n';
const joinTo = (other: string, on: string) => `    joins:\n      - join: ${other}\n        on: "${on}"\n`;

describe('a table’s grain', () => {
  it('names a hierarchy and a level hierarchy.yml defines', () => {
    const files = {
      'schema/game_f.yml': game('    grain:\n      season_calendar: game_date\n'),
      'hierarchy.yml': HIERARCHY,
    };
    expect(findings(files)).toEqual([]);
  });

  it('needs a hierarchy.yml', () => {
    expect(findings({ 'schema/game_f.yml': game('    grain:\n      season_calendar: game_date\n') })).toEqual([
      'schema/game_f.yml:4: table_info[0].grain.season_calendar: names the hierarchy "season_calendar", but the folder has no hierarchy.yml to define it',
    ]);
  });

  it('is reported when it names a hierarchy or a level that is not defined', () => {
    const files = {
      'schema/game_f.yml': game('    grain:\n      calendar: game_date\n      season_calendar: month\n'),
      'hierarchy.yml': HIERARCHY,
    };
    expect(findings(files)).toEqual([
      'schema/game_f.yml:4: table_info[0].grain.calendar: hierarchy "calendar" is not defined in hierarchy.yml (hierarchies there: season_calendar)',
      'schema/game_f.yml:5: table_info[0].grain.season_calendar: "month" is not a level of hierarchy "season_calendar" (its levels: season, game_date)',
    ]);
  });

  it('is not checked against a hierarchy.yml that could not be read', () => {
    const files = {
      'schema/game_f.yml': game('    grain:\n      calendar: game_date\n'),
      'hierarchy.yml': 'hierarchies: [',
    };
    expect(findings(files)).toEqual([]);
  });
});

describe('a join condition', () => {
  it('relates a column of the table to a column of the joined one', () => {
    const files = {
      'schema/game_f.yml': game(joinTo('team_d', 'game_f.home_team_id = team_d.team_id')),
      'schema/team_d.yml': TEAM,
    };
    expect(findings(files)).toEqual([]);
  });

  it('is reported when it joins a table no schema file defines', () => {
    const files = {
      'schema/game_f.yml': game(joinTo('player_d', 'game_f.game_id = player_d.game_id')),
      'schema/team_d.yml': TEAM,
    };
    expect(findings(files)).toEqual([
      'schema/game_f.yml:4: table_info[0].joins[0].join: joins "player_d", which no schema file defines (tables: game_f, team_d)',
    ]);
  });

  it('is reported when it names no table.column at all', () => {
    const files = { 'schema/game_f.yml': game(joinTo('team_d', 'home = team')), 'schema/team_d.yml': TEAM };
    expect(findings(files)).toEqual([
      'schema/game_f.yml:5: table_info[0].joins[0].on: "home = team" names no table.column operands; write it as "game_f.<column> = team_d.<column>"',
    ]);
  });

  it('is reported when an operand belongs to neither table, and when a side is missing', () => {
    const files = {
      'schema/game_f.yml': game(joinTo('team_d', 'game_f.home_team_id = other_t.team_id')),
      'schema/team_d.yml': TEAM,
    };
    expect(findings(files)).toEqual([
      'schema/game_f.yml:5: table_info[0].joins[0].on: "game_f.home_team_id = other_t.team_id": other_t.team_id belongs to neither game_f nor team_d',
      'schema/game_f.yml:5: table_info[0].joins[0].on: "game_f.home_team_id = other_t.team_id" compares no column of team_d; a join condition relates game_f to team_d',
    ]);
  });

  it('is reported for each column that its table does not have, with the columns it has', () => {
    const files = {
      'schema/game_f.yml': game(joinTo('team_d', 'game_f.nope = team_d.team_code')),
      'schema/team_d.yml': TEAM,
    };
    expect(findings(files)).toEqual([
      'schema/game_f.yml:5: table_info[0].joins[0].on: "game_f.nope = team_d.team_code": game_f.nope is not a column of game_f (schema/game_f.yml has: game_date, game_id, home_team_id)',
      'schema/game_f.yml:5: table_info[0].joins[0].on: "game_f.nope = team_d.team_code": team_d.team_code is not a column of team_d (schema/team_d.yml has: team_id)',
    ]);
  });

  it('names no unknown table while a schema file could not be read, since it may define it', () => {
    const files = {
      'schema/game_f.yml': game(joinTo('player_d', 'game_f.game_id = player_d.game_id')),
      'schema/broken.yml': 'a: [',
    };
    expect(findings(files)).toEqual([]);
  });
});

describe('the operands of a join condition', () => {
  it('are its table.column pairs, in order, outside quoted text', () => {
    expect(joinOperands('game_f.city = \'St. Louis\' AND game_f.t_id = team_d.t_id AND x = "a.b"')).toEqual([
      { table: 'game_f', column: 'city' },
      { table: 'game_f', column: 't_id' },
      { table: 'team_d', column: 't_id' },
    ]);
  });

  it('skip a quote doubled inside quoted text', () => {
    expect(joinOperands("t.name = 'O''Neil.x' AND t.id = u.id")).toEqual([
      { table: 't', column: 'name' },
      { table: 't', column: 'id' },
      { table: 'u', column: 'id' },
    ]);
  });

  it('are none for a condition without a table.column', () => {
    expect(joinOperands('home = team')).toEqual([]);
    expect(joinOperands('1.5 = 2')).toEqual([]);
  });
});

describe('a hierarchy level', () => {
  it('drills by a column some schema file has, and appears once in its hierarchy', () => {
    const files = {
      'schema/game_f.yml': game(''),
      'hierarchy.yml':
        'hierarchies:\n  season_calendar:\n    levels:\n      - level: game_date\n        column: game_date\n      - level: game_date\n        column: no_such_column\n',
    };
    expect(findings(files)).toEqual([
      'hierarchy.yml:6: hierarchies.season_calendar.levels[1].level: level "game_date" appears twice in hierarchy "season_calendar"',
      'hierarchy.yml:7: hierarchies.season_calendar.levels[1].column: column "no_such_column" is not a column in any schema file',
    ]);
  });

  it('may name a column by its physical name', () => {
    const files = {
      'schema/game_f.yml': 'table_info:\n  - table: game_f\ncolumns:\n  GameDay:\n    column: game_day\n',
      'hierarchy.yml': 'hierarchies:\n  cal:\n    levels:\n      - level: day\n        column: game_day\n',
    };
    expect(findings(files)).toEqual([]);
  });

  it('is not checked while a schema file could not be read', () => {
    const files = {
      'schema/game_f.yml': game(''),
      'schema/broken.yml': 'a: [',
      'hierarchy.yml': 'hierarchies:\n  cal:\n    levels:\n      - level: day\n        column: no_such_column\n',
    };
    expect(findings(files)).toEqual([]);
  });
});
