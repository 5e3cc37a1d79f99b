import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { formatProblem, validateMetadataFolder } from '@/lib/examples/validate-metadata';

/*
 * The NBA metadata the docs show and offer for download (content/examples/nba). A reader who
 * copies it must get files that follow every rule the metadata pages teach.
 */
const nba = path.join(process.cwd(), 'content/examples/nba');

const ymlNames = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.yml'))
        .map((f) => f.replace(/\.yml$/, ''))
        .sort()
    : [];

describe('the NBA example metadata', () => {
  it('follows every metadata rule', () => {
    // One line per problem, so a failure reads as a list of fixes.
    expect(validateMetadataFolder(nba).map(formatProblem)).toEqual([]);
  });

  it('defines the five tables of the star schema, one schema file each', () => {
    const tables = ymlNames(path.join(nba, 'schema')).flatMap((name) => {
      const data = parse(fs.readFileSync(path.join(nba, 'schema', `${name}.yml`), 'utf8')) as {
        table_info?: { table?: string }[];
      } | null;
      return (data?.table_info ?? []).map((t) => `${name}.yml: ${t.table}`);
    });
    expect(tables).toEqual([
      'game_f.yml: game_f',
      'player_d.yml: player_d',
      'player_game_stats_f.yml: player_game_stats_f',
      'team_d.yml: team_d',
      'team_game_stats_f.yml: team_game_stats_f',
    ]);
  });

  it('has the five semantics files', () => {
    expect(ymlNames(path.join(nba, 'semantics'))).toEqual(['games', 'player_stats', 'players', 'team_stats', 'teams']);
  });

  it('has a hierarchy.yml with at least one hierarchy that has levels', () => {
    const file = path.join(nba, 'hierarchy.yml');
    expect(fs.existsSync(file), 'content/examples/nba/hierarchy.yml is missing').toBe(true);
    const data = parse(fs.readFileSync(file, 'utf8')) as {
      hierarchies?: Record<string, { levels?: unknown[] }>;
    } | null;
    const hierarchies = Object.values(data?.hierarchies ?? {});
    expect(hierarchies.length).toBeGreaterThan(0);
    expect(hierarchies.every((h) => (h.levels ?? []).length > 0)).toBe(true);
  });

  it('uses the subject area basketball and the folder basketball_analytics throughout', () => {
    const values = (dir: string, key: string) =>
      ymlNames(path.join(nba, dir)).map((name) => {
        const data = parse(fs.readFileSync(path.join(nba, dir, `${name}.yml`), 'utf8')) as Record<
          string,
          unknown
        > | null;
        return `${dir}/${name}.yml: ${String(data?.[key])}`;
      });
    const schema = values('schema', 'subject_area');
    const semantics = values('semantics', 'folder');
    expect(schema.filter((v) => !v.endsWith(': basketball'))).toEqual([]);
    expect(semantics.filter((v) => !v.endsWith(': basketball_analytics'))).toEqual([]);
    expect(schema.length + semantics.length).toBeGreaterThan(0);
  });
});
