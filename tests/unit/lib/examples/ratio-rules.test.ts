import { describe, expect, it } from 'vitest';
import { classify, parseMetadataFile } from '@/lib/examples/metadata-files';
import { buildModel } from '@/lib/examples/metadata-model';
import { formatKeyPath } from '@/lib/examples/metadata-problems';
import { ratioFindings } from '@/lib/examples/ratio-rules';

/** The ratio findings of a metadata folder of YAML texts by path, as `file:line: key: message` lines. */
function findings(files: Record<string, string>): string[] {
  const parsed = Object.entries(files).map(([path, text]) => {
    const place = classify(path)!;
    return parseMetadataFile({ path, displayPath: path, text }, place.kind, place.name);
  });
  return ratioFindings(buildModel(parsed).model).map(
    (f) => `${f.file.source.displayPath}:${f.file.lineOf(f.path)}: ${formatKeyPath(f.path)}: ${f.message}`,
  );
}

/** One row per team per game: the primary key is (game_id, team_id), and team_id joins team_d. */
const SCHEMA = {
  'schema/game_f.yml':
    'table_info:\n  - table: game_f\n    joins:\n      - join: team_d\n        on: "game_f.team_id = team_d.team_id"\ncolumns:\n  game_id:\n    primary_key: true\n  team_id:\n    primary_key: true\n    foreign_key: true\n  points:\n    type: INTEGER\n',
  'schema/team_d.yml': 'table_info:\n  - table: team_d\ncolumns:\n  team_id:\n    primary_key: true\n',
};
/** The folder with a fact file whose metrics are `metrics` (YAML mapping entries, one per line pair). */
const withMetrics = (metrics: string, type = 'fact') => ({
  ...SCHEMA,
  'semantics/games.yml': `type: ${type}\nsource:\n  schema.game_f:\n    columns: [game_id, team_id, points]\nmetrics:\n${metrics}`,
});
const metric = (name: string, calculation: string) => `  ${name}:\n    calculation: ${calculation}\n`;

const PER_GAME =
  'divides by COUNT(DISTINCT [game_id]), but game_id is only part of the primary key of game_f (game_id, team_id): in a group holding several team_id values, each game_id counts once while the numerator adds up the rows of all of them; divide by the rows it adds up instead, e.g.';

describe('a ratio over distinct values of part of the key', () => {
  it('is reported, with AVG of the summed column as the fix', () => {
    expect(findings(withMetrics(metric('ppg', 'SUM([points]) / COUNT(DISTINCT [game_id])')))).toEqual([
      `semantics/games.yml:7: metrics.ppg.calculation: ppg ${PER_GAME} AVG(1.0 * [points])`,
    ]);
  });

  it('keeps the numerator’s factor in the fix, and sees through NULLIF', () => {
    expect(
      findings(withMetrics(metric('ppg100', '100.0 * SUM([points]) / NULLIF(COUNT(DISTINCT [game_id]), 0)'))),
    ).toEqual([`semantics/games.yml:7: metrics.ppg100.calculation: ppg100 ${PER_GAME} AVG(100.0 * [points])`]);
  });

  it('is found through a metric that counts the distinct values, with a row count as the fix for another numerator', () => {
    const metrics = metric('games', 'COUNT(DISTINCT [game_id])') + metric('best', 'MAX([points]) / [games]');
    expect(findings(withMetrics(metrics))).toEqual([
      `semantics/games.yml:9: metrics.best.calculation: best ${PER_GAME} MAX([points]) / NULLIF(COUNT(*), 0)`,
    ]);
  });

  it('is reported for a key column that joins a table no dimension file describes', () => {
    expect(findings(withMetrics(metric('per_team', 'SUM([points]) / COUNT(DISTINCT [team_id])')))).toEqual([
      'semantics/games.yml:7: metrics.per_team.calculation: per_team divides by COUNT(DISTINCT [team_id]), but team_id is only part of the primary key of game_f (game_id, team_id): in a group holding several game_id values, each team_id counts once while the numerator adds up the rows of all of them; divide by the rows it adds up instead, e.g. AVG(1.0 * [points])',
    ]);
  });
});

describe('a ratio left alone', () => {
  it('counts entities a dimension file describes, the same at every level', () => {
    const files = {
      ...withMetrics(metric('per_team', 'SUM([points]) / COUNT(DISTINCT [team_id])')),
      'semantics/teams.yml': 'type: dimension\nsource:\n  schema.team_d:\n    columns: [team_id]\n',
    };
    expect(findings(files)).toEqual([]);
  });

  it('divides by a row count, a whole key, or a column that is not part of the key', () => {
    const metrics =
      metric('per_row', 'SUM([points]) / COUNT(*)') +
      metric('per_points', 'SUM([points]) / COUNT(DISTINCT [points])') +
      metric('over_column', 'SUM([points]) / [points]');
    expect(findings(withMetrics(metrics))).toEqual([]);
  });

  it('is in a dimension file, or over a table whose key is one column', () => {
    expect(findings(withMetrics(metric('ppg', 'SUM([points]) / COUNT(DISTINCT [game_id])'), 'dimension'))).toEqual([]);
    const single = {
      'schema/game_f.yml':
        'table_info:\n  - table: game_f\ncolumns:\n  game_id:\n    primary_key: true\n  points:\n    type: INTEGER\n',
      'semantics/games.yml':
        'type: fact\nsource:\n  schema.game_f:\n    columns: [game_id, points]\nmetrics:\n  ppg:\n    calculation: SUM([points]) / COUNT(DISTINCT [game_id])\n',
    };
    expect(findings(single)).toEqual([]);
  });

  it('counts a column the fact file does not import from the schema file', () => {
    const files = {
      ...SCHEMA,
      'semantics/games.yml':
        'type: fact\nsource:\n  schema.game_f:\n    columns: [points]\nmetrics:\n  ppg:\n    calculation: SUM([points]) / COUNT(DISTINCT [game_id])\n',
    };
    expect(findings(files)).toEqual([]);
  });
});
