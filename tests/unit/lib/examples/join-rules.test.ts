import { describe, expect, it } from 'vitest';
import { joinFindings } from '@/lib/examples/join-rules';
import { classify, parseMetadataFile } from '@/lib/examples/metadata-files';
import { buildModel } from '@/lib/examples/metadata-model';
import { formatKeyPath } from '@/lib/examples/metadata-problems';

/** The join findings of a metadata folder of YAML texts by path, as `file:line: key: message` lines. */
function findings(files: Record<string, string>): string[] {
  const parsed = Object.entries(files).map(([path, text]) => {
    const place = classify(path)!;
    return parseMetadataFile({ path, displayPath: path, text }, place.kind, place.name);
  });
  return joinFindings(buildModel(parsed).model).map(
    (f) => `${f.file.source.displayPath}:${f.file.lineOf(f.path)}: ${formatKeyPath(f.path)}: ${f.message}`,
  );
}

/** schema/game_f.yml with these joins (YAML list items) and columns (YAML mapping entries). */
const game = (joins: string, columns: string) => ({
  'schema/game_f.yml': `table_info:\n  - table: game_f\n    joins:\n${joins}columns:\n${columns}`,
  'schema/team_d.yml': 'table_info:\n  - table: team_d\ncolumns:\n  team_id:\n    primary_key: true\n',
});

const join = (on: string) => `      - join: team_d\n        on: "${on}"\n`;
const fk = (name: string, desc?: string) => `  ${name}:\n    foreign_key: true\n${desc ? `    desc: ${desc}\n` : ''}`;

describe('a join and its foreign key', () => {
  it('agree when the join goes through a column marked foreign_key', () => {
    expect(findings(game(join('game_f.home_team_id = team_d.team_id'), fk('home_team_id')))).toEqual([]);
  });

  it('disagree when the join goes through a column not marked foreign_key', () => {
    expect(
      findings(game(join('game_f.home_team_id = team_d.team_id'), '  home_team_id:\n    type: INTEGER\n')),
    ).toEqual([
      'schema/game_f.yml:5: table_info[0].joins[0].on: goes through game_f.home_team_id, which is not marked foreign_key: true; declare each join in the file of the table that holds the foreign key, and mark that column',
    ]);
  });

  it('disagree when a foreign key has no join', () => {
    expect(findings(game('', fk('home_team_id')))).toEqual([
      'schema/game_f.yml:6: columns.home_team_id.foreign_key: is true, but no join of game_f goes through game_f.home_team_id; add the join under table_info, or set foreign_key to false',
    ]);
  });

  it('say nothing about unused foreign keys when a condition names no column', () => {
    expect(findings(game(join('true'), fk('home_team_id')))).toEqual([]);
  });

  it('say nothing about a condition that does not relate the two tables', () => {
    expect(
      findings(game(join('game_f.home_team_id = game_f.away_team_id'), '  home_team_id:\n    type: INTEGER\n')),
    ).toEqual([]);
  });

  it('ignore a join column the file does not declare', () => {
    expect(findings(game(join('game_f.team_id = team_d.team_id'), '  other_id:\n    type: INTEGER\n'))).toEqual([]);
  });
});

describe('a table that joins another more than once', () => {
  it('needs each join through its own column, each with a desc naming its role', () => {
    expect(
      findings(
        game(
          join('game_f.home_team_id = team_d.team_id') + join('game_f.away_team_id = team_d.team_id'),
          fk('home_team_id', 'Team that played at home.') + fk('away_team_id', 'Team that played away.'),
        ),
      ),
    ).toEqual([]);
  });

  it('is reported when two joins go through the same column', () => {
    expect(
      findings(
        game(
          join('game_f.home_team_id = team_d.team_id') + join('team_d.team_id = game_f.home_team_id'),
          fk('home_team_id', 'Team that played at home.'),
        ),
      ),
    ).toEqual([
      'schema/game_f.yml:7: table_info[0].joins[1].on: joins team_d through the same column (home_team_id) as joins[0]; when a table joins team_d more than once, each join needs its own column, named for its role',
    ]);
  });

  it('is reported once for each join column without a desc, the earlier join’s too', () => {
    expect(
      findings(
        game(
          join('game_f.home_team_id = team_d.team_id') + join('game_f.away_team_id = team_d.team_id'),
          fk('home_team_id') + fk('away_team_id', 'Team that played away.'),
        ),
      ),
    ).toEqual([
      'schema/game_f.yml:9: columns.home_team_id: has no desc; game_f joins team_d more than once, so the desc of each join column must say which role it plays',
    ]);
  });

  it('reports a missing desc once, however many joins repeat', () => {
    const three =
      join('game_f.home_team_id = team_d.team_id') +
      join('game_f.away_team_id = team_d.team_id') +
      join('game_f.mvp_team_id = team_d.team_id');
    const out = findings(game(three, fk('home_team_id') + fk('away_team_id', 'Away.') + fk('mvp_team_id', 'MVP.')));
    expect(out.filter((line) => line.includes('columns.home_team_id: has no desc'))).toHaveLength(1);
  });
});
