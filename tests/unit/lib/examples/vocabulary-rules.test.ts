import { describe, expect, it } from 'vitest';
import { classify, parseMetadataFile } from '@/lib/examples/metadata-files';
import { buildModel } from '@/lib/examples/metadata-model';
import { formatKeyPath } from '@/lib/examples/metadata-problems';
import { vocabularyFindings } from '@/lib/examples/vocabulary-rules';

/** The vocabulary findings of a metadata folder of YAML texts by path, as `file:line: key: message` lines. */
function findings(files: Record<string, string>): string[] {
  const parsed = Object.entries(files).map(([path, text]) => {
    const place = classify(path)!;
    return parseMetadataFile({ path, displayPath: path, text }, place.kind, place.name);
  });
  return vocabularyFindings(buildModel(parsed).model).map(
    (f) => `${f.file.source.displayPath}:${f.file.lineOf(f.path)}: ${formatKeyPath(f.path)}: ${f.message}`,
  );
}

const GAMES =
  'type: fact\nsource:\n  schema.game_f:\n    columns: [season_type]\nmetrics:\n  points_per_game:\n    synonyms: [ppg, scoring]\nattributes:\n  season_type:\n    synonyms: [phase]\n';

describe('a metric or attribute', () => {
  it('is defined in one semantics file only', () => {
    const files = {
      'semantics/games.yml': GAMES,
      'semantics/teams.yml': 'type: dimension\nmetrics:\n  points_per_game:\n    calculation: SUM([points])\n',
    };
    expect(findings(files)).toEqual([
      'semantics/teams.yml:3: metrics.points_per_game: "points_per_game" is already defined as the metric points_per_game in semantics/games.yml; import it from there (source["semantics.games"].metrics) instead of defining it twice',
    ]);
  });

  it('that overrides a schema column does so in one file only', () => {
    const files = {
      'semantics/games.yml': GAMES,
      'semantics/teams.yml':
        'type: dimension\nsource:\n  schema.game_f:\n    columns: [season_type]\nattributes:\n  season_type:\n    name: Season\n',
    };
    expect(findings(files)).toEqual([
      'semantics/teams.yml:6: attributes.season_type: "season_type" already overrides the column schema.game_f.season_type in semantics/games.yml; import it from there (source["semantics.games"].attributes) instead of defining it twice',
    ]);
  });

  it('may share a name with one in another file when they describe different columns', () => {
    const files = {
      'semantics/games.yml': GAMES,
      'semantics/teams.yml':
        'type: dimension\nsource:\n  schema.team_d:\n    columns: [season_type]\nattributes:\n  season_type:\n    name: Season\n',
    };
    expect(findings(files)).toEqual([]);
  });

  it('may be both a metric and an attribute of one file, which another rule reports', () => {
    const file = 'type: fact\nmetrics:\n  dup:\n    calculation: COUNT(*)\nattributes:\n  dup:\n    name: D\n';
    expect(findings({ 'semantics/games.yml': file })).toEqual([]);
  });
});

describe('a synonym', () => {
  it('leads to exactly one metric or attribute', () => {
    const files = {
      'semantics/games.yml': GAMES,
      'semantics/teams.yml': 'type: dimension\nmetrics:\n  wins:\n    synonyms: [Scoring, "  PHASE "]\n',
    };
    expect(findings(files)).toEqual([
      'semantics/teams.yml:4: metrics.wins.synonyms[0]: "Scoring" is already a synonym of the metric points_per_game in semantics/games.yml; give each synonym to one metric or attribute only',
      'semantics/teams.yml:4: metrics.wins.synonyms[1]: "PHASE" is already a synonym of the attribute season_type in semantics/games.yml; give each synonym to one metric or attribute only',
    ]);
  });

  it('is never the name of another metric or attribute, however it is spaced or cased', () => {
    const files = {
      'semantics/games.yml': GAMES,
      'semantics/teams.yml': 'type: dimension\nmetrics:\n  wins:\n    synonyms: ["Points  Per_Game"]\n',
    };
    expect(findings(files)).toEqual([
      'semantics/teams.yml:4: metrics.wins.synonyms[0]: "Points  Per_Game" is the name of the metric points_per_game in semantics/games.yml; a synonym must not lead away from the thing it names',
    ]);
  });

  it('may be its own item’s name in other words', () => {
    const file = 'type: fact\nmetrics:\n  points_per_game:\n    synonyms: [Points per game]\n';
    expect(findings({ 'semantics/games.yml': file })).toEqual([]);
  });

  it('is listed once per item', () => {
    const file = 'type: fact\nmetrics:\n  points_per_game:\n    synonyms: [ppg, scoring, PPG]\n';
    expect(findings({ 'semantics/games.yml': file })).toEqual([
      'semantics/games.yml:4: metrics.points_per_game.synonyms[2]: "PPG" is listed twice',
    ]);
  });

  it('of a definition reported twice is not checked again', () => {
    const files = {
      'semantics/games.yml': GAMES,
      'semantics/teams.yml': 'type: dimension\nmetrics:\n  points_per_game:\n    synonyms: [ppg]\n',
    };
    expect(findings(files)).toHaveLength(1);
  });

  it('that is blank or not text is skipped', () => {
    const file = 'type: fact\nmetrics:\n  a:\n    synonyms: ["", 3, "  "]\n  b:\n    synonyms: ["", 3]\n';
    expect(findings({ 'semantics/games.yml': file })).toEqual([]);
  });
});
