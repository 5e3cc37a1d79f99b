import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METADATA_DIR } from '@/scripts/lib/examples/sample-data/generate.mjs';
import { openSampleDatabase, SAMPLE_TABLES } from '@/scripts/lib/examples/sample-database';

/*
 * Every figure the quick start tells a reader to expect, computed on the sample in PostgreSQL:
 * the rows psql loads, the season "this season" means, and the first answer with its follow-ups.
 * A reader who sees a different number must be looking at a real problem, not at a stale page.
 */
const pageFile = 'content/docs/quick-start.md';
const page = fs.readFileSync(path.join(process.cwd(), pageFile), 'utf8');

let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

/** One stated figure, found by the words around it, so a reworded sentence fails loudly. */
function stated(pattern: RegExp): RegExpExecArray {
  const match = pattern.exec(page);
  if (!match) throw new Error(`${pageFile} no longer says ${pattern}; update this test with the page.`);
  return match;
}

/** Points per game of each player in the latest regular season, written from the base tables. */
const LEADERS = `
  SELECT p.player_name, SUM(s.points) AS points, COUNT(DISTINCT s.game_id)::int AS games,
         ROUND(SUM(s.points)::numeric / COUNT(DISTINCT s.game_id), 1)::text AS ppg
  FROM player_game_stats_f s
  JOIN game_f g ON g.game_id = s.game_id
  JOIN player_d p ON p.player_id = s.player_id
  WHERE g.season = (SELECT MAX(season) FROM game_f) AND g.season_type = $1
  GROUP BY p.player_id, p.player_name
  HAVING COUNT(DISTINCT s.game_id) >= $2
  ORDER BY SUM(s.points)::numeric / COUNT(DISTINCT s.game_id) DESC
  LIMIT 5`;
const pointsPerGame = (): string =>
  String(
    parse(fs.readFileSync(path.join(process.cwd(), METADATA_DIR, 'semantics/player_stats.yml'), 'utf8')).metrics
      .points_per_game.calculation,
  );

type Leader = { player_name: string; points: number; games: number; ppg: string };
const leaders = async (seasonType: string, minGames = 1) =>
  (await db.query<Leader>(LEADERS, [seasonType, minGames])).rows;

describe(`the figures ${pageFile} states`, () => {
  it('gives the row count psql reports for each table', async () => {
    for (const table of SAMPLE_TABLES) {
      const row = stated(new RegExp(`^\\| \`${table}\` \\|.*\\| ([\\d,]+) \\|$`, 'm'));
      const { rows } = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`);
      expect(`${table}: ${row[1].replace(/,/g, '')}`).toBe(`${table}: ${rows[0].n}`);
    }
    const copy = stated(/`COPY (\d+)` for `(\w+)`/);
    expect(Number(copy[1])).toBe(
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${copy[2]}`)).rows[0].n,
    );
  });

  it('names the latest season as the one "this season" means', async () => {
    const { rows } = await db.query<{ season: string }>('SELECT MAX(season) AS season FROM game_f');
    expect(stated(/latest season in the data, (\S+) in\s+the sample/)[1]).toBe(rows[0].season);
  });

  it('gives the first row of the first answer: the regular-season points-per-game leader', async () => {
    const [name, ppg] = stated(/the first row is (.+?) with ([\d.]+) points per game/).slice(1);
    const top = await leaders('Regular Season');
    expect(top).toHaveLength(5);
    expect(`${top[0].player_name} with ${top[0].ppg}`).toBe(`${name} with ${ppg}`);
  });

  it("quotes the sample's points_per_game calculation as the one to check a draft against", () => {
    expect(page).toContain(`\`${pointsPerGame()}\``);
  });

  it("gives the same leader through the sample's own points_per_game calculation, as the agent computes it", async () => {
    const calculation = pointsPerGame().replace(/\[(\w+)\]/g, 's.$1');
    const { rows } = await db.query<{ player_name: string }>(`
      SELECT p.player_name FROM player_game_stats_f s
      JOIN game_f g ON g.game_id = s.game_id JOIN player_d p ON p.player_id = s.player_id
      WHERE g.season = (SELECT MAX(season) FROM game_f) AND g.season_type = 'Regular Season'
      GROUP BY p.player_id, p.player_name ORDER BY ${calculation} DESC LIMIT 1`);
    expect(rows[0].player_name).toBe(stated(/the first row is (.+?) with/)[1]);
  });

  it('suggests follow-ups that the sample can answer with five players', async () => {
    const minGames = Number(stated(/"Only players with at least (\d+) games"/)[1]);
    stated(/"And in the playoffs\?"/);
    expect(await leaders('Regular Season', minGames)).toHaveLength(5);
    expect(await leaders('Playoffs')).toHaveLength(5);
  });
});
