import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricSql, readMetadataFromFolder, type Level, type Metadata } from '@/scripts/lib/examples/metric-sql';
import { openSampleDatabase } from '@/scripts/lib/examples/sample-database';

/*
 * The figures semantics_for_nba.md quotes to show why per-game metrics average player rows: each
 * is computed here on the sample, through the same resolver the agent's SQL is modelled on, with
 * the mistaken calculation taken from the page itself.
 */
const pageFile = 'content/docs/nba/semantics_for_nba.md';
const page = fs.readFileSync(path.join(process.cwd(), pageFile), 'utf8');
const metadata = readMetadataFromFolder(path.join(process.cwd(), 'content/examples/nba'));

/** The numbers in a sentence of the page; spaces in `words` match any line break, `#` a number. */
function stated(words: string): string[] {
  const pattern = new RegExp(
    words
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace(/ /g, '\\s+')
      .replace(/#/g, '(\\d+(?:\\.\\d+)?)'),
  );
  const match = pattern.exec(page);
  if (!match) throw new Error(`${pageFile} no longer says "${words}"; update this test with the page.`);
  return match.slice(1);
}

let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

const conference: Level = { name: 'conference', table: 'team_d', column: 'conference' };
const position: Level = { name: 'position', table: 'player_d', column: 'position' };

/** One metric at one level, as the agent computes it, rounded to one decimal like the page. */
async function value(
  data: Metadata,
  file: string,
  metric: string,
  level: Level | undefined,
  group: string | null,
): Promise<string> {
  const query = metricSql(data, file, metric, level);
  if (!('sql' in query)) throw new Error(query.unreachable);
  const { rows } = await db.query<{ level: unknown; value: unknown }>(query.sql);
  const row = rows.find((r) => (group === null ? true : r.level === group));
  if (!row) throw new Error(`${file}.${metric} has no row for ${group}`);
  return Number(row.value).toFixed(1);
}

/** The metadata with `metric` computed by the calculation the page warns against. */
function withMistake(metric: string, column: string): Metadata {
  const mistake = mistakeOnPage();
  const data = structuredClone(metadata);
  data.semantics.get('player_stats')!.metrics[metric] = { calculation: mistake.replace('[points]', `[${column}]`) };
  return data;
}
/** The calculation the page quotes as the mistake, e.g. `1.0 * SUM([points]) / COUNT(DISTINCT [game_id])`. */
function mistakeOnPage(): string {
  const match = /Dividing the points by the number of distinct games, `([^`]+)`/.exec(page.replace(/\s+/g, ' '));
  if (!match) throw new Error(`${pageFile} no longer quotes the calculation it warns against`);
  return match[1];
}

describe(`the figures ${pageFile} quotes for per-game metrics`, () => {
  it('by conference: distinct games inflate the East, a team and a player per appearance do not', async () => {
    const [inflated, team, player] = stated(
      'gives the Eastern Conference # points per game, when an Eastern team scores # on average and an Eastern player # per appearance',
    );
    expect([inflated, team, player]).toEqual([
      await value(withMistake('points_per_game', 'points'), 'player_stats', 'points_per_game', conference, 'East'),
      await value(metadata, 'team_stats', 'team_points_per_game', conference, 'East'),
      await value(metadata, 'player_stats', 'points_per_game', conference, 'East'),
    ]);
  });

  it('by position: distinct games put forwards above centers, per appearance centers lead', async () => {
    const figures = stated(
      'forwards come out at # rebounds per game and centers at #, when per appearance a forward takes # and a center #',
    );
    const mistaken = withMistake('rebounds_per_game', 'total_rebounds');
    expect(figures).toEqual([
      await value(mistaken, 'player_stats', 'rebounds_per_game', position, 'F'),
      await value(mistaken, 'player_stats', 'rebounds_per_game', position, 'C'),
      await value(metadata, 'player_stats', 'rebounds_per_game', position, 'F'),
      await value(metadata, 'player_stats', 'rebounds_per_game', position, 'C'),
    ]);
    expect(Number(figures[0])).toBeGreaterThan(Number(figures[1]));
    expect(Number(figures[2])).toBeLessThan(Number(figures[3]));
    // The page's reason: more forwards than centers play in each game.
    stated('because more forwards than centers play in each game');
    const { rows } = await db.query<{ position: string; n: number }>(
      "SELECT p.position, COUNT(*)::int AS n FROM player_game_stats_f s JOIN player_d p ON p.player_id = s.player_id WHERE p.position IN ('F', 'C') GROUP BY p.position",
    );
    expect(rows.find((r) => r.position === 'F')!.n).toBeGreaterThan(rows.find((r) => r.position === 'C')!.n);
  });

  it('over the whole league: win percentage is 50 and the point differential 0', async () => {
    stated('| Always 50 |');
    stated('the point differential is always 0');
    expect(await value(metadata, 'team_stats', 'win_percentage', undefined, null)).toBe('50.0');
    expect(await value(metadata, 'team_stats', 'average_point_differential', undefined, null)).toBe('0.0');
  });
});
