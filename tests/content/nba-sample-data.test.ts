import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/scripts/lib/examples/sample-data/csv.mjs';
import { buildNbaSample, METADATA_DIR, SAMPLE_DIR } from '@/scripts/lib/examples/sample-data/generate.mjs';
import { sqlValueProblem } from '@/scripts/lib/examples/sql-value';

/*
 * The quick start loads content/examples/nba-sample-data into PostgreSQL and connects an agent
 * with the NBA metadata. These tests hold the data to the schema files: the columns they name,
 * the types they declare, the keys and every join, so a reader's first questions run.
 */
type Column = { name?: string; type?: string; column?: string; desc?: string; primary_key?: boolean };
type SchemaFile = {
  table_info: { table: string; joins?: { join: string; on: string }[] }[];
  columns: Record<string, Column>;
};

const root = process.cwd();
const schemaDir = path.join(root, METADATA_DIR, 'schema');
const schemas = fs
  .readdirSync(schemaDir)
  .filter((f) => f.endsWith('.yml'))
  .sort()
  .map((f) => ({
    file: `${METADATA_DIR}/schema/${f}`,
    data: parse(fs.readFileSync(path.join(schemaDir, f), 'utf8')) as SchemaFile,
  }));

type Table = { file: string; header: string[]; rows: (string | null)[][]; column: (name: string) => (string | null)[] };
function readTable(table: string): Table {
  const file = `${SAMPLE_DIR}/data/${table}.csv`;
  const { header, rows } = parseCsv(fs.readFileSync(path.join(root, file), 'utf8'));
  return { file, header, rows, column: (name) => rows.map((r) => r[header.indexOf(name)]) };
}
const tables = new Map(schemas.map((s) => [s.data.table_info[0].table, readTable(s.data.table_info[0].table)]));
const physical = (key: string, c: Column) => c.column ?? key;
/** CSV line of a data row: the header is line 1. */
const line = (index: number) => index + 2;

describe('the NBA sample data', () => {
  it('is exactly what the generator writes (after a change, run node scripts/generate-nba-sample.mjs)', () => {
    const stale = [...buildNbaSample(root)].filter(([rel, text]) => {
      const file = path.join(root, SAMPLE_DIR, rel);
      return !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    });
    expect(stale.map(([rel]) => `${SAMPLE_DIR}/${rel}`)).toEqual([]);
  });

  it('says it is invented sample data in its README and SQL files', () => {
    for (const rel of ['README.txt', 'create_tables.sql', 'load.sql']) {
      expect(fs.readFileSync(path.join(root, SAMPLE_DIR, rel), 'utf8'), `${SAMPLE_DIR}/${rel}`).toMatch(/SAMPLE DATA/);
    }
  });

  describe.each(schemas.map((s) => [s.file, s] as const))('against %s', (file, { data }) => {
    const table = tables.get(data.table_info[0].table)!;
    const columns = Object.entries(data.columns);

    it('has a CSV file whose header names every schema column, in the schema order', () => {
      expect(table.header, `${table.file}: header`).toEqual(columns.map(([key, c]) => physical(key, c)));
      const ragged = table.rows.flatMap((r, i) =>
        r.length === table.header.length ? [] : [`${table.file}:${line(i)}: ${r.length} fields`],
      );
      expect(ragged).toEqual([]);
    });

    it('holds only values the declared SQL types accept', () => {
      const problems = columns.flatMap(([key, c]) =>
        table.column(physical(key, c)).flatMap((value, i) => {
          const problem = value === null ? undefined : sqlValueProblem(c.type ?? '', value);
          return problem
            ? [`${table.file}:${line(i)}: ${physical(key, c)} = "${value}" ${problem} (${file} says ${c.type})`]
            : [];
        }),
      );
      expect(problems.slice(0, 10)).toEqual([]);
    });

    it('leaves a value empty only where the column description says what an empty value means', () => {
      const problems = columns.flatMap(([key, c]) => {
        if (/\bempty\b/i.test(c.desc ?? '')) return [];
        const first = table.column(physical(key, c)).indexOf(null);
        return first < 0
          ? []
          : [
              `${table.file}:${line(first)}: ${physical(key, c)} is empty, but ${file} does not say what an empty ${physical(key, c)} means`,
            ];
      });
      expect(problems).toEqual([]);
    });

    it('has no two rows with the same primary key', () => {
      const key = columns.filter(([, c]) => c.primary_key).map(([k, c]) => physical(k, c));
      expect(key.length, `${file} marks no primary key`).toBeGreaterThan(0);
      const seen = new Map<string, number>();
      const duplicates = table.rows.flatMap((row, i) => {
        const value = key.map((k) => row[table.header.indexOf(k)]).join('|');
        const earlier = seen.get(value);
        seen.set(value, i);
        return earlier === undefined
          ? []
          : [`${table.file}:${line(i)}: (${key.join(', ')}) = (${value}) repeats line ${line(earlier)}`];
      });
      expect(duplicates.slice(0, 10)).toEqual([]);
    });

    it.each((data.table_info[0].joins ?? []).map((j) => [j.on, j] as const))(
      'finds a row of the joined table for every value of the join %s',
      (on) => {
        const [left, right] = on.split('=').map((side) => side.trim().split('.') as [string, string]);
        const [own, other] = left[0] === data.table_info[0].table ? [left, right] : [right, left];
        const target = tables.get(other[0])!;
        expect(target.header, `${target.file} has no column ${other[1]}`).toContain(other[1]);
        const known = new Set(target.column(other[1]));
        const orphans = table
          .column(own[1])
          .flatMap((value, i) =>
            value !== null && known.has(value)
              ? []
              : [`${table.file}:${line(i)}: ${own[1]} = ${value} finds no ${other.join('.')}`],
          );
        expect(orphans.slice(0, 10)).toEqual([]);
      },
    );
  });

  it('has the row counts the quick start prints', () => {
    const quickStart = fs.readFileSync(path.join(root, 'content/docs/quick-start.md'), 'utf8');
    const stated = [...tables].map(([name]) => {
      const row = quickStart.split('\n').find((l) => l.startsWith(`| \`${name}\` |`));
      return `${name}: ${row?.split('|').at(-2)?.trim().replace(/,/g, '')}`;
    });
    expect(stated).toEqual([...tables].map(([name, t]) => `${name}: ${t.rows.length}`));
    expect(quickStart).toContain(`\`COPY ${tables.get('team_game_stats_f')!.rows.length}\` for \`team_game_stats_f\``);
  });

  it('passes the data-quality checks of the ETL guidelines', () => {
    const teamRows = tables.get('team_game_stats_f')!;
    const games = tables.get('game_f')!;
    const byGame = new Map<string, (string | null)[][]>();
    teamRows.rows.forEach((r) => byGame.set(r[0]!, [...(byGame.get(r[0]!) ?? []), r]));
    const col = (name: string) => teamRows.header.indexOf(name);
    const problems = games.rows.flatMap((g, i) => {
      const rows = byGame.get(g[0]!) ?? [];
      const winners = rows.filter((r) => r[col('won')] === 'true').length;
      const home = rows.find((r) => r[col('is_home')] === 'true');
      const homePoints = g[games.header.indexOf('home_points')];
      const out: string[] = [];
      if (rows.length !== 2 || winners !== 1)
        out.push(`${games.file}:${line(i)}: game ${g[0]} has ${rows.length} team rows and ${winners} winners`);
      if (home && home[col('points')] !== homePoints)
        out.push(`${games.file}:${line(i)}: game ${g[0]} home points ${homePoints} differ from the home team row`);
      return out;
    });
    const players = tables.get('player_game_stats_f')!;
    const made = (m: string, a: string) =>
      players.rows.flatMap((r, i) =>
        Number(r[players.header.indexOf(m)]) > Number(r[players.header.indexOf(a)])
          ? [`${players.file}:${line(i)}: ${m} > ${a}`]
          : [],
      );
    problems.push(
      ...made('field_goals_made', 'field_goals_attempted'),
      ...made('three_pointers_made', 'three_pointers_attempted'),
      ...made('free_throws_made', 'free_throws_attempted'),
    );
    expect(problems.slice(0, 10)).toEqual([]);
  });
});
