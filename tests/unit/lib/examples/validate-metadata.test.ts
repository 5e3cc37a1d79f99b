import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatProblem, validateMetadata, validateMetadataFolder } from '@/lib/examples/validate-metadata';
import type { MetadataSource } from '@/lib/examples/metadata-files';

const fixtures = path.join(process.cwd(), 'tests/fixtures');

/** The problems of a fixture folder as `file:line: key: message` lines, file paths shortened to the folder. */
function problemsIn(fixture: string): string[] {
  return validateMetadataFolder(path.join(fixtures, fixture)).map((p) =>
    formatProblem(p).replace(`tests/fixtures/${fixture}/`, ''),
  );
}

describe('a metadata folder that follows every rule', () => {
  it('has no problems', () => {
    expect(problemsIn('metadata-valid')).toEqual([]);
  });
});

describe('each rule fails on its bad fixture, naming the file and the key', () => {
  it('invalid YAML', () => {
    expect(problemsIn('metadata-invalid-yaml')).toEqual([
      'schema/game_f.yml:4: (file): is not valid YAML: All mapping items must start at the same column',
    ]);
  });

  it('unknown keys, with the allowed keys and a hint for capitals', () => {
    expect(problemsIn('metadata-unknown-key')).toEqual([
      'schema/game_f.yml:4: table_info[0].primary_key: unknown key "primary_key"; allowed keys here: table, grain, joins',
      'schema/game_f.yml:5: Columns: unknown key "Columns" (keys are lowercase: write "columns"); allowed keys here: subject_area, table_info, columns',
    ]);
  });

  it('missing required keys in schema and semantics files', () => {
    expect(problemsIn('metadata-missing-required')).toEqual([
      'schema/game_f.yml:1: subject_area: required key is missing',
      'semantics/games.yml:1: type: required key is missing',
      'semantics/games.yml:6: metrics.games_played.calculation: required key is missing',
    ]);
  });

  it('text where a column flag must be a boolean', () => {
    expect(problemsIn('metadata-not-a-boolean')).toEqual([
      'schema/game_f.yml:7: columns.game_id.primary_key: must be true or false, not "true"',
      'schema/game_f.yml:10: columns.season_type.fetch: must be true or false, not "yes"',
    ]);
  });

  it('a semantics type other than fact or dimension', () => {
    expect(problemsIn('metadata-unknown-semantics-type')).toEqual([
      'semantics/games.yml:2: type: must be "fact" or "dimension", not "facts"',
    ]);
  });

  it('source imports that resolve to no file, or are not import paths', () => {
    expect(problemsIn('metadata-unresolved-source')).toEqual([
      'semantics/games.yml:4: source["schema.games"]: "schema.games" resolves to schema/games.yml, which does not exist (schema files: game_f)',
      'semantics/games.yml:6: source["semantics.teams"]: "semantics.teams" resolves to semantics/teams.yml, which does not exist (semantics files: games)',
      'semantics/games.yml:8: source.game_f: "game_f" is not an import path; write the layer, a dot and the file name without .yml, e.g. "schema.game_f" or "semantics.teams"',
    ]);
  });

  it('an imported column the schema file does not define', () => {
    expect(problemsIn('metadata-unknown-import-name')).toEqual([
      'semantics/games.yml:5: source["schema.game_f"].columns[1]: column "attendance" is not defined in tests/fixtures/metadata-unknown-import-name/schema/game_f.yml',
    ]);
  });

  it('bracketed references in calculations and filters that are neither imported nor defined', () => {
    expect(problemsIn('metadata-unknown-reference')).toEqual([
      'semantics/player_stats.yml:8: metrics.total_assists.calculation: [assists] is neither imported in source nor defined in this file',
      'semantics/player_stats.yml:11: metrics.regular_season_points.filters: [season_type] is neither imported in source nor defined in this file; schema/player_game_stats_f.yml has it: add it to source["schema.player_game_stats_f"].columns',
    ]);
  });

  it('an include name that is neither imported nor defined', () => {
    expect(problemsIn('metadata-unknown-include')).toEqual([
      'semantics/games.yml:8: attributes.game_info.include[1]: "arena_name" is neither imported in source nor defined in this file',
    ]);
  });

  it('joins to a table no schema file defines, and on operands that are not columns', () => {
    expect(problemsIn('metadata-bad-join')).toEqual([
      'schema/game_f.yml:5: table_info[0].joins[0].join: joins "arena_d", which no schema file defines (tables: game_f, team_d)',
      'schema/game_f.yml:8: table_info[0].joins[1].on: "game_f.home_team_id = team_d.id": team_d.id is not a column of team_d (tests/fixtures/metadata-bad-join/schema/team_d.yml has: team_id)',
    ]);
  });

  it('a grain naming a hierarchy or level that hierarchy.yml does not define', () => {
    expect(problemsIn('metadata-unknown-grain')).toEqual([
      'schema/game_f.yml:5: table_info[0].grain.season_calendar: "week" is not a level of hierarchy "season_calendar" (its levels: game_date)',
      'schema/game_f.yml:6: table_info[0].grain.fiscal_calendar: hierarchy "fiscal_calendar" is not defined in hierarchy.yml (hierarchies there: season_calendar)',
    ]);
  });

  it('a table defined by two schema files', () => {
    expect(problemsIn('metadata-duplicate-table')).toEqual([
      'schema/games.yml:3: table_info[0].table: table "game_f" is already defined in tests/fixtures/metadata-duplicate-table/schema/game_f.yml at table_info[0]; table names must be unique across schema files',
    ]);
  });

  it('a hierarchy with an unknown key, a level without a column and a column no table has', () => {
    expect(problemsIn('metadata-bad-hierarchy')).toEqual([
      'hierarchy.yml:3: hierarchies.season_calendar.depth: unknown key "depth"; allowed keys here: desc, levels',
      'hierarchy.yml:6: hierarchies.season_calendar.levels[0].column: column "game_month" is not a column in any schema file',
      'hierarchy.yml:7: hierarchies.season_calendar.levels[1].column: required key is missing',
    ]);
  });

  it('a file outside the layout, which imports could never reach', () => {
    expect(problemsIn('metadata-misplaced-file')).toEqual([
      'schema/game_f.yaml: (file): use the .yml extension: imports such as "schema.game_f" resolve to schema/game_f.yml',
    ]);
  });

  it('a folder without schema files', () => {
    expect(problemsIn('metadata-without-schema-files')).toEqual([
      'tests/fixtures/metadata-without-schema-files: (folder): has no schema files; add one schema/<table>.yml per table',
      'semantics/games.yml:4: source["schema.game_f"]: "schema.game_f" resolves to schema/game_f.yml, which does not exist (schema files: none)',
    ]);
  });

  it('a folder that does not exist', () => {
    expect(problemsIn('metadata-nowhere')).toEqual(['tests/fixtures/metadata-nowhere: (folder): does not exist']);
  });
});

describe('the rules the pages state about meaning, keys and joins fail on their bad fixture', () => {
  it('a synonym on two things, twice on one thing, or naming another thing', () => {
    expect(problemsIn('metadata-with-one-synonym-on-two-things')).toEqual([
      'semantics/games.yml:13: attributes.arena.synonyms[1]: "Venue" is listed twice',
      'semantics/player_stats.yml:9: metrics.games_played.synonyms[1]: "Games" is already a synonym of the metric game_count in semantics/games.yml; give each synonym to one metric or attribute only',
      'semantics/player_stats.yml:9: metrics.games_played.synonyms[2]: "game count" is the name of the metric game_count in semantics/games.yml; a synonym must not lead away from the thing it names',
    ]);
  });

  it('a metric, or an override of one column, defined in two semantics files', () => {
    expect(problemsIn('metadata-with-one-name-defined-in-two-files')).toEqual([
      'semantics/team_stats.yml:7: metrics.game_count: "game_count" is already defined as the metric game_count in semantics/games.yml; import it from there (source["semantics.games"].metrics) instead of defining it twice',
      'semantics/team_stats.yml:10: attributes.season_type: "season_type" already overrides the column schema.game_f.season_type in semantics/games.yml; import it from there (source["semantics.games"].attributes) instead of defining it twice',
    ]);
  });

  it('fetch on a key column and on a number', () => {
    expect(problemsIn('metadata-with-fetch-on-a-number-and-a-key')).toEqual([
      'schema/game_f.yml:8: columns.game_id.fetch: is true on a key column; keys are matched through joins, so fetch only names and categories people type',
      'schema/game_f.yml:11: columns.home_points.fetch: is true on a SMALLINT column; fetch only text columns whose values repeat, such as names and categories',
    ]);
  });

  it('a column key that differs from the physical column name', () => {
    expect(problemsIn('metadata-with-a-column-key-unlike-its-name')).toEqual([
      'schema/game_f.yml:11: columns.points_home.column: is "home_points" under the key "points_home"; use the physical column name as the key, because semantics files import columns by their key',
    ]);
  });

  it('a join through a column not marked as a foreign key, and a foreign key without a join', () => {
    expect(problemsIn('metadata-with-foreign-keys-and-joins-out-of-step')).toEqual([
      'schema/game_f.yml:6: table_info[0].joins[0].on: goes through game_f.home_team_id, which is not marked foreign_key: true; declare each join in the file of the table that holds the foreign key, and mark that column',
      'schema/game_f.yml:17: columns.away_team_id.foreign_key: is true, but no join of game_f goes through game_f.away_team_id; add the join under table_info, or set foreign_key to false',
    ]);
  });

  it('two joins to one table through the same column, and a role column without a desc', () => {
    expect(problemsIn('metadata-with-two-joins-through-one-column')).toEqual([
      'schema/game_f.yml:8: table_info[0].joins[1].on: joins team_d through the same column (home_team_id) as joins[0]; when a table joins team_d more than once, each join needs its own column, named for its role',
      'schema/game_f.yml:19: columns.away_team_id: has no desc; game_f joins team_d more than once, so the desc of each join column must say which role it plays',
    ]);
  });

  it('a ratio in a fact file divided by distinct values of one part of a composite key, directly or through a metric', () => {
    const message = (metric: string, instead: string) =>
      `${metric} divides by COUNT(DISTINCT [game_id]), but game_id is only part of the primary key of player_game_stats_f (game_id, player_id): in a group holding several player_id values, each game_id counts once while the numerator adds up the rows of all of them; divide by the rows it adds up instead, e.g. ${instead}`;
    // Not reported: games_played (a count, not a ratio), points_per_player (players are described by a dimension file),
    // points_per_appearance (already per row) and games.yml's ratio (game_id is the whole key of game_f).
    expect(problemsIn('metadata-with-a-ratio-over-distinct-values-of-part-of-the-key')).toEqual([
      `semantics/player_stats.yml:10: metrics.points_per_game.calculation: ${message('points_per_game', 'AVG(1.0 * [points])')}`,
      `semantics/player_stats.yml:12: metrics.assists_per_game.calculation: ${message('assists_per_game', 'AVG(1.0 * [assists])')}`,
      `semantics/player_stats.yml:14: metrics.points_and_assists_per_game.calculation: ${message('points_and_assists_per_game', '(SUM([points]) + SUM([assists])) / NULLIF(COUNT(*), 0)')}`,
      `semantics/player_stats.yml:20: metrics.assists_per_100_games.calculation: ${message('assists_per_100_games', 'AVG(100.0 * [assists])')}`,
    ]);
  });

  it('capitals and spaces in subject_area and folder', () => {
    expect(problemsIn('metadata-with-capitals-in-subject-area-and-folder')).toEqual([
      'schema/game_f.yml:1: subject_area: must be lowercase letters, digits and underscores, such as "sales"',
      'semantics/games.yml:1: folder: must be lowercase letters, digits and underscores, such as "sales_analytics"',
    ]);
  });
});

/** Validates files given as text; each file's display path is its path in the folder. */
function check(files: Record<string, string>): string[] {
  const sources: MetadataSource[] = Object.entries(files).map(([p, text]) => ({ path: p, displayPath: p, text }));
  return validateMetadata(sources).map(formatProblem);
}

const gameF = [
  'subject_area: basketball',
  'table_info:',
  '  - table: game_f',
  'columns:',
  '  game_id: {type: INTEGER}',
  '  points: {type: INTEGER}',
  '',
].join('\n');
const semantics = (body: string) => `folder: basketball_analytics\ntype: fact\n${body}`;

describe('rules checked on files in memory', () => {
  it('does not report imports of a file with broken YAML a second time', () => {
    const problems = check({
      'schema/game_f.yml': 'subject_area: [basketball\n',
      'semantics/games.yml': semantics(
        'source:\n  schema.game_f:\n    columns: [anything]\nmetrics:\n  m:\n    calculation: SUM([anything])\n',
      ),
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^schema\/game_f\.yml:\d+: \(file\): is not valid YAML: /);
  });

  it('reports an empty file', () => {
    expect(check({ 'schema/game_f.yml': '' })).toEqual([
      'schema/game_f.yml: (root): the file is empty; a schema file is a mapping of subject_area, table_info, columns',
    ]);
  });

  it('reports a duplicated key as invalid YAML', () => {
    expect(check({ 'schema/game_f.yml': `${gameF}subject_area: sports\n` })).toEqual([
      'schema/game_f.yml:7: (file): is not valid YAML: Map keys must be unique',
    ]);
  });

  it('keeps a join key named "on" a string (YAML 1.2), and checks that both tables appear in it', () => {
    const teamD = 'subject_area: basketball\ntable_info:\n  - table: team_d\ncolumns:\n  team_id: {type: INTEGER}\n';
    const joined = (on: string) =>
      gameF
        .replace('game_id: {type: INTEGER}', 'game_id: {type: INTEGER, foreign_key: true}')
        .replace('  - table: game_f', `  - table: game_f\n    joins:\n      - join: team_d\n        on: "${on}"`);
    expect(
      check({ 'schema/game_f.yml': joined('game_f.game_id = team_d.team_id'), 'schema/team_d.yml': teamD }),
    ).toEqual([]);
    expect(
      check({ 'schema/game_f.yml': joined('game_f.game_id = game_f.points'), 'schema/team_d.yml': teamD }),
    ).toEqual([
      'schema/game_f.yml:6: table_info[0].joins[0].on: "game_f.game_id = game_f.points" compares no column of team_d; a join condition relates game_f to team_d',
    ]);
    expect(check({ 'schema/game_f.yml': joined('game_id = team_id'), 'schema/team_d.yml': teamD })).toEqual([
      'schema/game_f.yml:6: table_info[0].joins[0].on: "game_id = team_id" names no table.column operands; write it as "game_f.<column> = team_d.<column>"',
    ]);
  });

  it('reports a grain when the folder has no hierarchy.yml', () => {
    const withGrain = gameF.replace(
      '  - table: game_f',
      '  - table: game_f\n    grain:\n      season_calendar: game_date',
    );
    expect(check({ 'schema/game_f.yml': withGrain })).toEqual([
      'schema/game_f.yml:5: table_info[0].grain.season_calendar: names the hierarchy "season_calendar", but the folder has no hierarchy.yml to define it',
    ]);
  });

  it('keeps columns to schema imports and metrics and attributes to semantics imports', () => {
    const problems = check({
      'schema/game_f.yml': gameF,
      'semantics/teams.yml':
        'folder: f\ntype: dimension\nsource:\n  schema.game_f:\n    columns: [game_id]\nattributes:\n  team_name: {desc: Team.}\n',
      'semantics/games.yml': semantics(
        'source:\n  schema.game_f:\n    metrics: [points]\n  semantics.teams:\n    columns: [team_name]\n',
      ),
    });
    expect(problems).toEqual([
      'semantics/games.yml:5: source["schema.game_f"].metrics[0]: schema files define no metrics; import metrics and attributes from a semantics file',
      'semantics/games.yml:7: source["semantics.teams"].columns[0]: semantics files define no columns; import columns from their schema file',
    ]);
  });

  it('reports a file importing itself and an import listing nothing', () => {
    expect(
      check({
        'schema/game_f.yml': gameF,
        'semantics/games.yml': semantics('source:\n  semantics.games:\n    metrics: [x]\n  schema.game_f: {}\n'),
      }),
    ).toEqual([
      'semantics/games.yml:4: source["semantics.games"]: a file cannot import itself; use its own metrics and attributes directly',
      'semantics/games.yml:6: source["schema.game_f"]: imports nothing; list the columns, metrics or attributes used from this file',
    ]);
  });

  it('reports an import whose lists are all empty as listing nothing', () => {
    expect(
      check({
        'schema/game_f.yml': gameF,
        'semantics/games.yml': semantics('source:\n  schema.game_f:\n    columns: []\n'),
      }),
    ).toEqual([
      'semantics/games.yml:4: source["schema.game_f"]: imports nothing; list the columns, metrics or attributes used from this file',
    ]);
  });

  it('reports unbalanced brackets, a metric that refers to itself, and a name that is both metric and attribute', () => {
    const body = [
      'source:',
      '  schema.game_f:',
      '    columns: [points]',
      'metrics:',
      '  total_points:',
      '    calculation: SUM([points)',
      '  loop:',
      '    calculation: SUM([loop])',
      'attributes:',
      '  loop: {desc: Same name.}',
      '',
    ].join('\n');
    expect(check({ 'schema/game_f.yml': gameF, 'semantics/games.yml': semantics(body) })).toEqual([
      'semantics/games.yml:8: metrics.total_points.calculation: "SUM([points)" has unbalanced square brackets; wrap each referenced name as [name]',
      'semantics/games.yml:10: metrics.loop.calculation: [loop] refers to the metric itself',
      'semantics/games.yml:12: attributes.loop: "loop" is defined both as a metric and as an attribute, so [loop] would be ambiguous',
    ]);
  });

  it('lets a metric use another metric and an attribute defined in the same file', () => {
    const body =
      'source:\n  schema.game_f:\n    columns: [points, game_id]\nmetrics:\n  total_points:\n    calculation: SUM([points])\n  games:\n    calculation: COUNT(DISTINCT [game_id])\n  points_per_game:\n    calculation: "[total_points] / [games]"\n    filters: "[phase] = \'Playoffs\'"\nattributes:\n  phase: {desc: Phase.}\n';
    expect(check({ 'schema/game_f.yml': gameF, 'semantics/games.yml': semantics(body) })).toEqual([]);
  });
});
