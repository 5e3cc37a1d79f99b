import type pg from 'pg';

/**
 * What the PostgreSQL tests try as the agent's user: each write security.md names, and more, and
 * who a write succeeds for when the recipe's protection is missing.
 */

export const INSUFFICIENT_PRIVILEGE = '42501';

export type Outcome = { ok: true; rows: Record<string, unknown>[] } | { ok: false; code: string; message: string };

export async function attempt(client: pg.Client, sql: string): Promise<Outcome> {
  try {
    const { rows } = await client.query(sql);
    return { ok: true, rows };
  } catch (error) {
    const { code = '', message = String(error) } = error as { code?: string; message?: string };
    return { ok: false, code, message };
  }
}

/** One write in a read-write transaction that is always rolled back, after the session turned its read-only default off. */
export async function tryWrite(client: pg.Client, sql: string): Promise<Outcome> {
  await client.query("SELECT set_config('default_transaction_read_only', 'off', false)");
  await client.query('BEGIN READ WRITE');
  try {
    return await attempt(client, sql);
  } finally {
    await client.query('ROLLBACK');
  }
}

export interface Write {
  what: string;
  sql: string;
  /**
   * Who the write succeeds for: the reader where only the recipe's grants apply, the tables'
   * owner, or a superuser; `PUBLIC's CREATE on public` is the grants-only reader on 13 and 14,
   * where PUBLIC holds it by default, and the owner from 15 on, where it does not.
   */
  openTo: 'the grants without the revokes' | "PUBLIC's CREATE on public" | 'the owner' | 'a superuser';
}

const FIRST_GAME = '(SELECT min(game_id) FROM game_f)';
export const WRITES: Write[] = [
  { what: 'SELECT ... FOR SHARE', sql: 'SELECT team_id FROM team_d FOR SHARE', openTo: 'the owner' },
  { what: 'COMMENT ON TABLE', sql: "COMMENT ON TABLE team_d IS 'changed'", openTo: 'the owner' },
  { what: 'REINDEX TABLE', sql: 'REINDEX TABLE game_f', openTo: 'the owner' },
  { what: 'a DO block that deletes', sql: 'DO $$ BEGIN DELETE FROM team_game_stats_f; END $$', openTo: 'the owner' },
  { what: 'EXPLAIN ANALYZE of a DELETE', sql: 'EXPLAIN ANALYZE DELETE FROM team_game_stats_f', openTo: 'the owner' },
  { what: 'CREATE EXTENSION of a trusted extension', sql: 'CREATE EXTENSION pgcrypto', openTo: 'the owner' },
  {
    what: 'CREATE FUNCTION in pg_temp',
    sql: "CREATE FUNCTION pg_temp.one() RETURNS integer LANGUAGE sql AS 'SELECT 1'",
    openTo: 'the grants without the revokes',
  },
  { what: 'SET ROLE to the owner', sql: 'SET ROLE nba_loader', openTo: 'a superuser' },
  { what: 'SET SESSION AUTHORIZATION', sql: 'SET SESSION AUTHORIZATION nba_loader', openTo: 'a superuser' },
  { what: 'CREATE ROLE', sql: 'CREATE ROLE another_reader', openTo: 'a superuser' },
  { what: 'ALTER ROLE on its own attributes', sql: 'ALTER ROLE plumbline_reader CREATEDB', openTo: 'a superuser' },
  { what: 'a server file imported with lo_import', sql: "SELECT lo_import('/etc/hostname')", openTo: 'a superuser' },
  {
    what: 'INSERT',
    sql: `INSERT INTO team_d VALUES (99, 'Test Team', 'TST', 'Nowhere', 'East', 'Atlantic', 'Test Arena')`,
    openTo: 'the owner',
  },
  { what: 'UPDATE', sql: 'UPDATE player_game_stats_f SET total_rebounds = total_rebounds + 1', openTo: 'the owner' },
  { what: 'DELETE', sql: 'DELETE FROM game_f WHERE false', openTo: 'the owner' },
  { what: 'TRUNCATE', sql: 'TRUNCATE team_game_stats_f', openTo: 'the owner' },
  {
    what: 'WITH ... DELETE ... RETURNING',
    sql: `WITH gone AS (DELETE FROM team_game_stats_f WHERE game_id = ${FIRST_GAME} RETURNING *) SELECT count(*) FROM gone`,
    openTo: 'the owner',
  },
  { what: 'SELECT ... FOR UPDATE', sql: 'SELECT team_id FROM team_d FOR UPDATE', openTo: 'the owner' },
  { what: 'LOCK TABLE ... IN EXCLUSIVE MODE', sql: 'LOCK TABLE game_f IN EXCLUSIVE MODE', openTo: 'the owner' },
  { what: 'ALTER TABLE', sql: 'ALTER TABLE team_d ADD COLUMN nickname text', openTo: 'the owner' },
  { what: 'DROP TABLE', sql: 'DROP TABLE player_game_stats_f', openTo: 'the owner' },
  { what: 'CREATE INDEX', sql: 'CREATE INDEX ON game_f (arena)', openTo: 'the owner' },
  {
    what: 'SELECT ... INTO a new table',
    sql: 'SELECT * INTO scratch FROM team_d',
    openTo: "PUBLIC's CREATE on public",
  },
  { what: 'CREATE TABLE', sql: 'CREATE TABLE scratch (id integer)', openTo: "PUBLIC's CREATE on public" },
  {
    what: 'CREATE TABLE ... AS',
    sql: 'CREATE TABLE scratch AS SELECT * FROM team_d',
    openTo: "PUBLIC's CREATE on public",
  },
  { what: 'CREATE VIEW', sql: 'CREATE VIEW scratch AS SELECT * FROM team_d', openTo: "PUBLIC's CREATE on public" },
  {
    what: 'CREATE FUNCTION in schema public',
    sql: 'CREATE FUNCTION public.one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$',
    openTo: "PUBLIC's CREATE on public",
  },
  {
    what: 'CREATE TEMP TABLE',
    sql: 'CREATE TEMP TABLE scratch (id integer)',
    openTo: 'the grants without the revokes',
  },
  {
    what: 'SELECT ... INTO TEMP',
    sql: 'SELECT * INTO TEMP scratch FROM team_d',
    openTo: 'the grants without the revokes',
  },
  {
    what: 'a SECURITY DEFINER function the owner had before the recipe',
    sql: `SELECT forget_game(${FIRST_GAME})`,
    openTo: 'the grants without the revokes',
  },
  {
    what: 'CALL of a SECURITY DEFINER procedure the owner had before the recipe',
    sql: 'CALL forget_first_box_scores()',
    openTo: 'the grants without the revokes',
  },
  {
    what: 'a SECURITY DEFINER function the owner created after the recipe',
    sql: `SELECT forget_season('2023-24')`,
    openTo: 'the grants without the revokes',
  },
  {
    what: 'CALL of a SECURITY DEFINER procedure the owner created after the recipe',
    sql: 'CALL forget_team(1)',
    openTo: 'the grants without the revokes',
  },
  {
    what: 'a SECURITY DEFINER function the administrator created after the recipe',
    sql: 'SELECT admin_forget_player(1)',
    openTo: 'the grants without the revokes',
  },
  {
    what: 'lo_from_bytea (a large object)',
    sql: `SELECT lo_from_bytea(0, 'written')`,
    openTo: 'the grants without the revokes',
  },
  { what: 'lo_create (a large object)', sql: 'SELECT lo_create(0)', openTo: 'the grants without the revokes' },
  { what: 'lo_creat (a large object)', sql: 'SELECT lo_creat(-1)', openTo: 'the grants without the revokes' },
  {
    what: 'pg_logical_emit_message (a write-ahead log record)',
    sql: `SELECT pg_logical_emit_message(false, 'plumbline', 'written')`,
    openTo: 'the grants without the revokes',
  },
  {
    what: 'nextval on a sequence the owner had before the recipe',
    sql: `SELECT nextval('load_batch_id')`,
    openTo: 'the owner',
  },
  {
    what: 'setval on a sequence the owner had before the recipe',
    sql: `SELECT setval('load_batch_id', 1000)`,
    openTo: 'the owner',
  },
  {
    what: 'nextval on a sequence the owner created after the recipe',
    sql: `SELECT nextval('later_batch_id')`,
    openTo: 'the owner',
  },
  { what: 'COPY ... TO a server file', sql: `COPY team_d TO '/tmp/plumbline-reader-copy.csv'`, openTo: 'a superuser' },
  { what: 'COPY ... TO PROGRAM', sql: `COPY (SELECT 1) TO PROGRAM 'cat > /dev/null'`, openTo: 'a superuser' },
  { what: 'CREATE SCHEMA', sql: 'CREATE SCHEMA scratch', openTo: 'the owner' },
];

export function reportOf(rows: Record<string, unknown>[]): Record<string, number> {
  return Object.fromEntries(Object.entries(rows[0]).map(([column, value]) => [column, Number(value)]));
}
