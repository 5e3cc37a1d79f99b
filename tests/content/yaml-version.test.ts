import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { listFiles } from '@/lib/content/files';
import { validateMetadata } from '@/lib/examples/validate-metadata';

/*
 * yaml-reference.md ("YAML version") tells authors that Plumbline reads YAML 1.2, and what a
 * YAML 1.1 tool such as PyYAML reads differently. These are the claims it makes, on the validator.
 */
const teams =
  'subject_area: basketball\ntable_info:\n  - table: team_d\ncolumns:\n  team_id: { type: INTEGER, primary_key: true }\n';
const games = (onKey: string, fetch = 'true', directive = '') =>
  `${directive}subject_area: basketball
table_info:
  - table: game_f
    joins:
      - join: team_d
        ${onKey}: "game_f.home_team_id = team_d.team_id"
columns:
  home_team_id: { type: INTEGER, foreign_key: true, desc: Team that played at home. }
  arena: { type: VARCHAR(80), fetch: ${fetch} }
`;
const problems = (gameFile: string) =>
  validateMetadata([
    { path: 'schema/team_d.yml', displayPath: 'schema/team_d.yml', text: teams },
    { path: 'schema/game_f.yml', displayPath: 'schema/game_f.yml', text: gameFile },
  ]).map((p) => `${p.key}: ${p.message}`);

describe('the YAML version the validator reads', () => {
  it('reads the join key on as the text "on", quoted or not (YAML 1.2)', () => {
    expect(problems(games('on'))).toEqual([]);
    expect(problems(games('"on"'))).toEqual([]);
  });

  it('reads yes as text and rejects it where true or false belongs', () => {
    expect(problems(games('on', 'yes'))).toEqual(['columns.arena.fetch: must be true or false, not "yes"']);
  });

  it('switches to YAML 1.1 on a %YAML 1.1 line, where an unquoted on is the boolean true', () => {
    expect(problems(games('on', 'true', '%YAML 1.1\n---\n'))).toContain(
      'table_info[0].joins[0].true: unknown key "true"; allowed keys here: join, on',
    );
    expect(problems(games('"on"', 'true', '%YAML 1.1\n---\n'))).toEqual([]);
  });
});

describe('the NBA example files', () => {
  // Readers copy them into tools of their own; a YAML 1.1 reader (PyYAML) must see the same data.
  const dir = path.join(process.cwd(), 'content/examples/nba');
  const files = listFiles(dir).filter((rel) => rel.endsWith('.yml'));

  it.each(files)('%s reads the same under YAML 1.1 as under YAML 1.2', (rel) => {
    const text = fs.readFileSync(path.join(dir, rel), 'utf8');
    expect(parse(text, { version: '1.1' })).toEqual(parse(text, { version: '1.2' }));
  });
});
