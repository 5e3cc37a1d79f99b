import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRolledBackTransaction, openSampleDatabase } from '@/scripts/lib/examples/sample-database';
import { sqlBlocksOfPage } from '@/scripts/lib/examples/sql-blocks';

/*
 * "every stated answer is computed": the data-modeling pages say what their SQL does
 * (the star rebuilt from an export, a corrected line replacing the old one, a Type 2 change kept,
 * checks that find nothing on clean data and catch each mistake). Each claim is checked here on
 * the sample, running the page's blocks as written, in page order, as a reader would.
 */

const TRANSFORMATION = 'content/docs/data-modeling/data_transformation.md';
const ETL = 'content/docs/data-modeling/etl_guidelines.md';

let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

/** Runs the page's blocks in order, up to and including the one titled `last`. */
async function runPageThrough(page: string, last: string): Promise<void> {
  const blocks = sqlBlocksOfPage(page);
  const end = blocks.findIndex((block) => block.title === last);
  expect(end, `${page} has a block titled ${last}`).toBeGreaterThanOrEqual(0);
  for (const block of blocks.slice(0, end + 1)) await db.exec(block.body);
}

function blockTitled(page: string, title: string): string {
  const block = sqlBlocksOfPage(page).find((b) => b.title === title);
  expect(block, `${page} has a block titled ${title}`).toBeDefined();
  return block!.body;
}

const rowsOf = async <T>(sql: string) => (await db.query<T>(sql)).rows;
const countOf = async (sql: string) =>
  Number((await rowsOf<{ n: number }>(`SELECT COUNT(*)::int AS n FROM (${sql}) AS x`))[0].n);

describe('data_transformation.md: the star built from the raw export', () => {
  it('rebuilds the sample team_d and box scores exactly, from an export that spells teams two ways', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(TRANSFORMATION, 'build_player_game_stats_f.sql');
      // The tidying has something to do: before it, a team's details come in more than one spelling.
      expect(await countOf('SELECT DISTINCT team_id, team_abbr, team_name FROM raw_box_scores')).toBeGreaterThan(30);
      expect(await countOf('SELECT * FROM star.team_d')).toBe(30);
      expect(
        await countOf(
          '(SELECT * FROM star.team_d EXCEPT SELECT * FROM team_d) UNION ALL (SELECT * FROM team_d EXCEPT SELECT * FROM star.team_d)',
        ),
      ).toBe(0);
      const sampleLines =
        'SELECT game_id, player_id, team_id, game_date, minutes, points, total_rebounds FROM player_game_stats_f';
      expect(await countOf('SELECT * FROM star.player_game_stats_f')).toBe(await countOf(sampleLines));
      expect(
        await countOf(
          `(SELECT * FROM star.player_game_stats_f EXCEPT ${sampleLines}) UNION ALL (${sampleLines} EXCEPT SELECT * FROM star.player_game_stats_f)`,
        ),
      ).toBe(0);
    }));

  it('needs the tidying: without TRIM and UPPER, two spellings of a team collide on the primary key', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(TRANSFORMATION, 'star_tables.sql');
      const build = blockTitled(TRANSFORMATION, 'build_team_d.sql');
      const untidy = build.replace(/(?:UPPER\()?TRIM\((\w+)\)\)?/g, '$1');
      expect(untidy).not.toMatch(/TRIM|UPPER/);
      await expect(db.exec(untidy)).rejects.toThrow(/duplicate key/);
    }));

  it('stops the fact load when a line names a team that team_d does not have', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(TRANSFORMATION, 'build_team_d.sql');
      await db.exec(
        `UPDATE raw_box_scores SET team_id = '999' WHERE game_id = (SELECT MIN(game_id) FROM raw_box_scores)`,
      );
      await expect(db.exec(blockTitled(TRANSFORMATION, 'build_player_game_stats_f.sql'))).rejects.toThrow(
        /foreign key/,
      );
    }));
});

/** The box-score fact's counted statistics, in table order after `minutes`. */
const STAT_COLUMNS = [
  'points',
  'offensive_rebounds',
  'defensive_rebounds',
  'total_rebounds',
  'assists',
  'steals',
  'blocks',
  'turnovers',
  'field_goals_made',
  'field_goals_attempted',
  'three_pointers_made',
  'three_pointers_attempted',
  'free_throws_made',
  'free_throws_attempted',
];

describe('etl_guidelines.md: incremental, idempotent loads', () => {
  const tableState =
    "SELECT md5(string_agg(f::text, '|' ORDER BY game_id, player_id)) AS hash FROM player_game_stats_f AS f";

  it('reads the whole resent game day through the safety window, where only one line changed after the watermark', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(ETL, 'staging.sql');
      const changed = await rowsOf<{ player_id: number }>(blockTitled(ETL, 'read_changed_box_scores.sql'));
      expect(changed.length).toBe(await countOf('SELECT * FROM staging.player_game_stats'));
      expect(changed.length).toBeGreaterThan(1);
      expect(
        await countOf(
          'SELECT * FROM staging.player_game_stats WHERE updated_at > (SELECT last_loaded_at FROM etl.watermarks)',
        ),
      ).toBe(1);
    }));

  it('merges a correction in place, adds a missing line, and changes nothing when run again', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(ETL, 'read_changed_box_scores.sql');
      type Line = { game_id: number; player_id: number; total_rebounds: number };
      const staged = await rowsOf<Line>(
        'SELECT game_id, player_id, total_rebounds FROM staging.player_game_stats ORDER BY player_id',
      );
      // The page's correction is on the first staged line; the test corrects every statistic of
      // the second (a correction may touch any column) and removes the last from the table.
      const [corrected, recounted, missing] = [staged[0], staged[1], staged.at(-1)!];
      const where = (line: Line) => `game_id = ${line.game_id} AND player_id = ${line.player_id}`;
      const [before] = await rowsOf<{ total_rebounds: number }>(
        `SELECT total_rebounds FROM player_game_stats_f WHERE ${where(corrected)}`,
      );
      await db.exec(
        `UPDATE staging.player_game_stats SET ${['minutes', ...STAT_COLUMNS].map((c) => `${c} = ${c} + 1`).join(', ')} WHERE ${where(recounted)}`,
      );
      await db.exec(`DELETE FROM player_game_stats_f WHERE ${where(missing)}`);
      const linesBefore = await countOf('SELECT * FROM player_game_stats_f');

      const merge = blockTitled(ETL, 'merge_player_game_stats_f.sql');
      await db.exec(merge);
      const [after] = await rowsOf<{ total_rebounds: number }>(
        `SELECT total_rebounds FROM player_game_stats_f WHERE ${where(corrected)}`,
      );
      expect(after.total_rebounds).toBe(before.total_rebounds + 1);
      expect(await countOf('SELECT * FROM player_game_stats_f')).toBe(linesBefore + 1);
      // Every staged line is now in the table exactly as staged, in every column.
      const columns = ['game_id', 'player_id', 'team_id', 'game_date', 'minutes', ...STAT_COLUMNS];
      const asStaged = `(${columns.map((c) => `s.${c}`).join(', ')})`;
      expect(
        await countOf(
          `SELECT * FROM staging.player_game_stats AS s JOIN player_game_stats_f AS f USING (game_id, player_id) WHERE (f.*) IS DISTINCT FROM ${asStaged}`,
        ),
      ).toBe(0);

      const once = (await rowsOf<{ hash: string }>(tableState))[0].hash;
      await db.exec(merge);
      expect((await rowsOf<{ hash: string }>(tableState))[0].hash).toBe(once);
    }));
});

describe('etl_guidelines.md: a Type 2 change', () => {
  const history = `SELECT region, segment, valid_from::text, valid_to::text, is_current FROM customer_d WHERE customer_id = 'C-1042' ORDER BY valid_from`;

  it('closes the North row and opens a South one, as the page table shows', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(ETL, 'scd2_customer_d.sql');
      expect(await rowsOf(history)).toEqual([
        { region: 'North', segment: 'Retail', valid_from: '2023-06-12', valid_to: '2025-02-28', is_current: false },
        { region: 'South', segment: 'Retail', valid_from: '2025-03-01', valid_to: null, is_current: true },
      ]);
    }));

  it('keeps a change to the segment alone, which comparing the region only would drop', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(ETL, 'customer_changes.sql');
      await db.exec(`UPDATE staging.customer_changes SET region = 'North', segment = 'Wholesale'`);
      await db.exec(blockTitled(ETL, 'scd2_customer_d.sql'));
      expect(await rowsOf(history)).toEqual([
        { region: 'North', segment: 'Retail', valid_from: '2023-06-12', valid_to: '2025-02-28', is_current: false },
        { region: 'North', segment: 'Wholesale', valid_from: '2025-03-01', valid_to: null, is_current: true },
      ]);
    }));

  it('changes nothing when the same change is applied twice', () =>
    inRolledBackTransaction(db, async () => {
      await runPageThrough(ETL, 'scd2_customer_d.sql');
      const once = await rowsOf(history);
      await db.exec(blockTitled(ETL, 'scd2_customer_d.sql'));
      expect(await rowsOf(history)).toEqual(once);
    }));
});

describe('etl_guidelines.md: the data-quality checks', () => {
  const checks = () => blockTitled(ETL, 'checks_nba.sql');
  const rowsPerCheck = async () => (await db.exec(checks())).map((result) => result.rows.length);

  it('are five queries, and on the clean sample all five return nothing', async () => {
    expect(await rowsPerCheck()).toEqual([0, 0, 0, 0, 0]);
  });

  // Each mistake the page names, made on the sample (keys dropped first where PostgreSQL would
  // refuse it, as a warehouse that does not enforce keys would not), and the check that must see it.
  const firstGame = 'SELECT MIN(game_id) FROM game_f';
  const firstLine = `game_id = (${firstGame}) AND player_id = (SELECT MIN(player_id) FROM player_game_stats_f WHERE game_id = (${firstGame}))`;
  const mistakes: { check: number; what: string; sql: string }[] = [
    {
      check: 1,
      what: 'a player with two lines for one game',
      sql: `ALTER TABLE player_game_stats_f DROP CONSTRAINT player_game_stats_f_pkey; INSERT INTO player_game_stats_f SELECT * FROM player_game_stats_f WHERE ${firstLine}`,
    },
    {
      check: 2,
      what: 'a line whose player is not in player_d',
      sql: `ALTER TABLE player_game_stats_f DROP CONSTRAINT player_game_stats_f_player_id_fkey; UPDATE player_game_stats_f SET player_id = 999999 WHERE ${firstLine}`,
    },
    {
      check: 3,
      what: 'a game with one team row',
      sql: `DELETE FROM team_game_stats_f WHERE game_id = (${firstGame}) AND NOT is_home`,
    },
    {
      check: 3,
      what: 'a game with no team rows at all',
      sql: `DELETE FROM team_game_stats_f WHERE game_id = (${firstGame})`,
    },
    {
      check: 3,
      what: 'a game with two winners',
      sql: `UPDATE team_game_stats_f SET won = true WHERE game_id = (${firstGame})`,
    },
    {
      check: 4,
      what: 'more shots made than attempted',
      sql: `UPDATE player_game_stats_f SET field_goals_made = field_goals_attempted + 1 WHERE ${firstLine}`,
    },
    {
      check: 5,
      what: "the away team's points unlike the game's score",
      sql: `UPDATE team_game_stats_f SET points = points + 1 WHERE game_id = (${firstGame}) AND NOT is_home`,
    },
  ];

  it.each(mistakes)('check $check catches $what', ({ check, sql }) =>
    inRolledBackTransaction(db, async () => {
      await db.exec(sql);
      expect((await rowsPerCheck())[check - 1]).toBeGreaterThan(0);
    }),
  );
});
