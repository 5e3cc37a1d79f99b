import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRolledBackTransaction, openSampleDatabase } from '@/scripts/lib/examples/sample-database';

/*
 * chat-with-agent.md teaches with example conversations on the NBA sample. Every figure they give
 * is computed here, the clarifying answer must leave players to rank, and the View SQL example
 * must run and compute points per game as the sample's metric does.
 */
const pageFile = 'content/docs/agent/chat-with-agent.md';
const page = fs.readFileSync(path.join(process.cwd(), pageFile), 'utf8');
// One line of prose, with the "> " of quoted conversation lines removed.
const prose = page.replace(/\n>\s?/g, '\n').replace(/\s+/g, ' ');

function stated(pattern: RegExp): string[] {
  const match = pattern.exec(prose);
  if (!match) throw new Error(`${pageFile} no longer says ${pattern}; update this test with the page.`);
  return match.slice(1);
}

let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

const LATEST = '(SELECT MAX(season) FROM game_f)';
/** Players of the latest season ranked by `value` over the games `where` selects. */
const ranking = (value: string, where: string, limit = 5, having = 'TRUE') => `
  SELECT p.player_name, (${value})::text AS value FROM player_game_stats_f s
  JOIN game_f g ON g.game_id = s.game_id JOIN player_d p ON p.player_id = s.player_id
  WHERE g.season = ${LATEST} AND ${where}
  GROUP BY p.player_id, p.player_name HAVING ${having} ORDER BY ${value} DESC, p.player_name LIMIT ${limit}`;
const REGULAR = "g.season_type = 'Regular Season'";
const PLAYOFFS = "g.season_type = 'Playoffs'";
const PPG = 'ROUND(AVG(1.0 * s.points), 1)';
const rows = async (sql: string) => (await db.query<{ player_name: string; value: string }>(sql)).rows;

describe(`the follow-up conversation in ${pageFile}`, () => {
  it('starts with the latest regular season and its top scorer', async () => {
    const [season, name, points] = stated(/latest regular season, (\S+), led by (.+?) with (\d+)\./);
    const { rows: latest } = await db.query<{ season: string }>(`SELECT ${LATEST} AS season`);
    const top = await rows(ranking('SUM(s.points)', REGULAR));
    expect(top).toHaveLength(5);
    expect([season, name, points]).toEqual([latest[0].season, top[0].player_name, top[0].value]);
  });

  it('ranks the same five per game, and names the leader', async () => {
    const [name, ppg] = stated(/The same five players, ranked by points per game; (.+?) leads with ([\d.]+)\./);
    const five = (await rows(ranking('SUM(s.points)', REGULAR)))
      .map((r) => `'${r.player_name.replace(/'/g, "''")}'`)
      .join(', ');
    const [best] = await rows(ranking(PPG, `${REGULAR} AND p.player_name IN (${five})`, 1));
    expect([name, ppg]).toEqual([best.player_name, best.value]);
  });

  it('gives the playoff leader, and the only one of the five who played in the playoffs', async () => {
    const [season, leader, ppg, onlyOne] = stated(
      /most points per game in the (\S+) playoffs, led by (.+?) with ([\d.]+)\. Only one of the first five, (.+?), played in the playoffs\./,
    );
    const [top] = await rows(ranking(PPG, PLAYOFFS, 1));
    const five = (await rows(ranking('SUM(s.points)', REGULAR))).map((r) => r.player_name);
    const inPlayoffs = (await rows(ranking('COUNT(*)', PLAYOFFS, 1000))).map((r) => r.player_name);
    const { rows: latest } = await db.query<{ season: string }>(`SELECT ${LATEST} AS season`);
    expect([season, leader, ppg]).toEqual([latest[0].season, top.player_name, top.value]);
    expect(five.filter((n) => inPlayoffs.includes(n))).toEqual([onlyOne]);
  });
});

describe(`the clarifying question in ${pageFile}`, () => {
  it('is answered with a minimum of games that leaves players to rank by true shooting', async () => {
    const [minimum, games, players] = stated(
      /"true shooting, at least (\d+) games"\) and the agent continues; in the sample's latest (regular season|playoffs|season), (\d+) players (?:have )?played that many games/,
    );
    expect(games, 'a season holds regular-season and playoff games: say which ones the figure counts').not.toBe(
      'season',
    );
    const ts =
      '100.0 * SUM(s.points) / NULLIF(2 * (SUM(s.field_goals_attempted) + 0.44 * SUM(s.free_throws_attempted)), 0)';
    const ranked = await rows(
      ranking(ts, games === 'playoffs' ? PLAYOFFS : REGULAR, 1000, `COUNT(DISTINCT s.game_id) >= ${Number(minimum)}`),
    );
    expect(ranked.length).toBe(Number(players));
    expect(ranked.length).toBeGreaterThanOrEqual(5);
  });
});

describe(`the View SQL example in ${pageFile}`, () => {
  const block = /```sql title="View SQL"\n([\s\S]*?)```/.exec(page)?.[1];

  it('runs on the sample and returns the five rows the question asks for, best first', async () => {
    expect(block, `${pageFile} has no View SQL block`).toBeDefined();
    const { rows: result } = await db.query<{ player_name: string; points_per_game: string }>(block!);
    expect(result).toHaveLength(5);
    const values = result.map((r) => Number(r.points_per_game));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('groups by the player key, so two players who share a name keep a row each', () =>
    inRolledBackTransaction(db, async () => {
      type Line = { player_name: string; games_played: number; total_points: number; points_per_game: string };
      const figures = (lines: Line[]) =>
        lines.map((r) => `${r.games_played} games, ${r.total_points} points, ${r.points_per_game} per game`).sort();
      const before = (await db.query<Line>(block!)).rows;
      // Names are unique in the sample, so one is made to repeat: the second player takes the first one's name.
      await db.query('UPDATE player_d SET player_name = $1 WHERE player_name = $2', [
        before[0].player_name,
        before[1].player_name,
      ]);
      const after = (await db.query<Line>(block!)).rows;
      expect(figures(after)).toEqual(figures(before));
      expect(after.filter((r) => r.player_name === before[0].player_name)).toHaveLength(2);
    }));

  it("computes points per game with the sample metric's own calculation", () => {
    const metrics = parse(
      fs.readFileSync(path.join(process.cwd(), 'content/examples/nba/semantics/player_stats.yml'), 'utf8'),
    ).metrics;
    expect(block).toContain(String(metrics.points_per_game.calculation).replace(/\[(\w+)\]/g, 's.$1'));
  });
});

describe(`the example questions in ${pageFile}`, () => {
  it('name a season, a month and a team the sample has', async () => {
    const [season] = stated(/averaged the most points per game in the (\d{4}-\d{2}) regular season/);
    stated(/How many games did each team play in March\?/);
    stated(/How did the Celtics do\?/);
    const { rows: found } = await db.query<{ season: number; march: number; celtics: number }>(
      `SELECT (SELECT COUNT(*)::int FROM game_f WHERE season = $1 AND season_type = 'Regular Season') AS season,
              (SELECT COUNT(*)::int FROM game_f WHERE EXTRACT(MONTH FROM game_date) = 3) AS march,
              (SELECT COUNT(*)::int FROM team_d WHERE team_name = 'Boston Celtics') AS celtics`,
      [season],
    );
    expect(found[0].season).toBeGreaterThan(0);
    expect(found[0].march).toBeGreaterThan(0);
    expect(found[0].celtics).toBe(1);
  });
});
