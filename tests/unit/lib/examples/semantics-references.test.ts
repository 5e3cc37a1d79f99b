import { describe, expect, it } from 'vitest';
import { classify, parseMetadataFile } from '@/lib/examples/metadata-files';
import { buildModel } from '@/lib/examples/metadata-model';
import { formatKeyPath } from '@/lib/examples/metadata-problems';
import { semanticsReferenceFindings } from '@/lib/examples/semantics-references';

/** The semantics reference findings of a metadata folder of YAML texts by path, as `file:line: key: message` lines. */
function findings(files: Record<string, string>): string[] {
  const parsed = Object.entries(files).map(([path, text]) => {
    const place = classify(path)!;
    return parseMetadataFile({ path, displayPath: path, text }, place.kind, place.name);
  });
  return semanticsReferenceFindings(buildModel(parsed).model).map(
    (f) => `${f.file.source.displayPath}:${f.file.lineOf(f.path)}: ${formatKeyPath(f.path)}: ${f.message}`,
  );
}

const SCHEMA = {
  'schema/game_f.yml':
    'table_info:\n  - table: game_f\ncolumns:\n  game_id:\n    primary_key: true\n  points:\n    type: INTEGER\n',
  'schema/team_d.yml': 'table_info:\n  - table: team_d\ncolumns:\n  team_id:\n    primary_key: true\n',
  'semantics/teams.yml':
    'type: dimension\nsource:\n  schema.team_d:\n    columns: [team_id]\nmetrics:\n  team_count:\n    calculation: COUNT([team_id])\nattributes:\n  team_name:\n    name: Team\n',
};
/** The folder with semantics/games.yml holding `text`. */
const withGames = (text: string) => ({ ...SCHEMA, 'semantics/games.yml': `type: fact\n${text}` });

describe('the imports of a semantics file', () => {
  it('name columns of a schema file and metrics or attributes of another semantics file', () => {
    const games = withGames(
      'source:\n  schema.game_f:\n    columns: [game_id, points]\n  semantics.teams:\n    metrics: [team_count]\n    attributes: [team_name]\nmetrics:\n  total:\n    calculation: SUM([points]) / [team_count]\n',
    );
    expect(findings(games)).toEqual([]);
  });

  it('are reported when a name is not in the file imported from', () => {
    const games = withGames(
      'source:\n  schema.game_f:\n    columns: [game_id, nope]\n  semantics.teams:\n    attributes: [team_name, ghost]\n',
    );
    expect(findings(games)).toEqual([
      'semantics/games.yml:4: source["schema.game_f"].columns[1]: column "nope" is not defined in schema/game_f.yml',
      'semantics/games.yml:6: source["semantics.teams"].attributes[1]: attribute "ghost" is not defined in semantics/teams.yml',
    ]);
  });

  it('are reported when they ask a layer for what it does not define', () => {
    const games = withGames(
      'source:\n  schema.game_f:\n    metrics: [x]\n  semantics.teams:\n    columns: [team_id]\n',
    );
    expect(findings(games)).toEqual([
      'semantics/games.yml:4: source["schema.game_f"].metrics[0]: schema files define no metrics; import metrics and attributes from a semantics file',
      'semantics/games.yml:6: source["semantics.teams"].columns[0]: semantics files define no columns; import columns from their schema file',
    ]);
  });

  it('are reported when the path is not an import, names a missing file, or the file itself', () => {
    const games = withGames(
      'source:\n  bad-path:\n    columns: [b]\n  schema.missing:\n    columns: [a]\n  semantics.nowhere:\n    metrics: [a]\n  semantics.games:\n    metrics: [a]\n',
    );
    expect(findings(games)).toEqual([
      'semantics/games.yml:3: source.bad-path: "bad-path" is not an import path; write the layer, a dot and the file name without .yml, e.g. "schema.game_f" or "semantics.teams"',
      'semantics/games.yml:5: source["schema.missing"]: "schema.missing" resolves to schema/missing.yml, which does not exist (schema files: game_f, team_d)',
      'semantics/games.yml:7: source["semantics.nowhere"]: "semantics.nowhere" resolves to semantics/nowhere.yml, which does not exist (semantics files: games, teams)',
      'semantics/games.yml:9: source["semantics.games"]: a file cannot import itself; use its own metrics and attributes directly',
    ]);
  });

  it('are reported when they import nothing, as an empty mapping or empty lists', () => {
    const games = withGames('source:\n  schema.game_f: {}\n  schema.team_d:\n    columns: []\n');
    expect(findings(games)).toEqual([
      'semantics/games.yml:3: source["schema.game_f"]: imports nothing; list the columns, metrics or attributes used from this file',
      'semantics/games.yml:4: source["schema.team_d"]: imports nothing; list the columns, metrics or attributes used from this file',
    ]);
  });

  it('are not checked name by name against a file that could not be read', () => {
    const games = {
      ...withGames('source:\n  schema.broken:\n    columns: [anything]\n'),
      'schema/broken.yml': 'columns: [',
    };
    expect(findings(games)).toEqual([]);
  });
});

describe('the bracketed references of a calculation or filter', () => {
  it('are reported when unknown, and say which file defines them when one does', () => {
    const games = withGames(
      'source:\n  schema.game_f:\n    columns: [game_id]\nmetrics:\n  total:\n    calculation: SUM([points]) / [team_count]\n    filters: "[season] = 1"\n',
    );
    expect(findings(games)).toEqual([
      'semantics/games.yml:7: metrics.total.calculation: [points] is neither imported in source nor defined in this file; schema/game_f.yml has it: add it to source["schema.game_f"].columns',
      'semantics/games.yml:7: metrics.total.calculation: [team_count] is neither imported in source nor defined in this file; semantics/teams.yml has it: add it to source["semantics.teams"].metrics',
      'semantics/games.yml:8: metrics.total.filters: [season] is neither imported in source nor defined in this file',
    ]);
  });

  it('may name the file’s own metrics and attributes, but a metric not itself', () => {
    const games = withGames(
      'metrics:\n  a:\n    calculation: COUNT(*)\n  b:\n    calculation: "[a] + [b]"\nattributes:\n  c:\n    filters: "[a] > 1 AND [ c ] = 2"\n',
    );
    expect(findings(games)).toEqual(['semantics/games.yml:6: metrics.b.calculation: [b] refers to the metric itself']);
  });

  it('are reported when the brackets do not pair up', () => {
    const games = withGames('metrics:\n  a:\n    calculation: COUNT(*)\n  b:\n    calculation: "[a] + [a"\n');
    expect(findings(games)).toEqual([
      'semantics/games.yml:6: metrics.b.calculation: "[a] + [a" has unbalanced square brackets; wrap each referenced name as [name]',
    ]);
  });
});

describe('an attribute’s include list', () => {
  it('names what the file knows, and says where an unknown name is defined', () => {
    const games = withGames(
      'source:\n  schema.game_f:\n    columns: [points]\nattributes:\n  info:\n    include: [points, team_count, nowhere]\n',
    );
    expect(findings(games)).toEqual([
      'semantics/games.yml:7: attributes.info.include[1]: "team_count" is neither imported in source nor defined in this file; semantics/teams.yml has it: add it to source["semantics.teams"].metrics',
      'semantics/games.yml:7: attributes.info.include[2]: "nowhere" is neither imported in source nor defined in this file',
    ]);
  });
});

describe('a name defined as both a metric and an attribute', () => {
  it('is reported on the attribute, since [name] would be ambiguous', () => {
    const games = withGames('metrics:\n  dup:\n    calculation: COUNT(*)\nattributes:\n  dup:\n    name: D\n');
    expect(findings(games)).toEqual([
      'semantics/games.yml:6: attributes.dup: "dup" is defined both as a metric and as an attribute, so [dup] would be ambiguous',
    ]);
  });
});
