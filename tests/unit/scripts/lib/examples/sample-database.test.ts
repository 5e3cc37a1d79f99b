import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRolledBackTransaction, openSampleDatabase, SAMPLE_TABLES } from '@/scripts/lib/examples/sample-database';

/*
 * The embedded PostgreSQL every SQL test stands on: it must hold the sample as the README of
 * content/examples/nba-sample-data describes it, and leave it unchanged after a rolled-back write.
 */
let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

const count = async (table: string) =>
  Number((await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`)).rows[0].n);

describe('the embedded sample database', () => {
  it('holds every row of every sample CSV', async () => {
    const counts = Object.fromEntries(await Promise.all(SAMPLE_TABLES.map(async (t) => [t, await count(t)])));
    expect(counts).toEqual({
      team_d: 30,
      game_f: 559,
      player_d: 300,
      player_game_stats_f: 8944,
      team_game_stats_f: 1118,
    });
  });

  it('keeps NULL and typed values as PostgreSQL reads them from the CSV', async () => {
    const { rows } = await db.query<{ undrafted: number; home: boolean }>(
      'SELECT (SELECT COUNT(*)::int FROM player_d WHERE draft_year IS NULL) AS undrafted, (SELECT is_home FROM team_game_stats_f ORDER BY game_id, team_id LIMIT 1) AS home',
    );
    expect(rows[0].undrafted).toBeGreaterThan(0);
    expect(typeof rows[0].home).toBe('boolean');
  });

  it('undoes a write made inside a rolled-back transaction', async () => {
    await inRolledBackTransaction(db, (tx) => tx.exec('DELETE FROM team_game_stats_f'));
    expect(await count('team_game_stats_f')).toBe(1118);
  });
});
