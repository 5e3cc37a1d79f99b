import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blockMatching, blockTitled, splitStatements } from './docs-blocks';
import { type Login, type Major, type PostgresServer, startPostgres } from './postgres-server';

/**
 * A real PostgreSQL server set up the way a reader of the quick start sets theirs up: an
 * administrator creates the owner role, the owner creates and loads `nba` with the quick start's
 * own commands, and an administrator then applies security.md's recipe as written. Beside `nba`,
 * `nba_control` holds the same sample with the recipe's grants but none of its revokes, so a test
 * can show that each write it expects refused is a real write that the revokes close.
 */

export const QUICK_START = 'content/docs/quick-start.md';
export const SECURITY = 'content/docs/security.md';
export const SAMPLE_FOLDER = path.join(process.cwd(), 'content/examples/nba-sample-data');
export const READER = 'plumbline_reader';
export const OWNER = 'nba_loader';

const SUPERUSER_PASSWORD = 'superuser password';
export const superuser: Login = { user: 'postgres', password: SUPERUSER_PASSWORD, database: 'nba' };
export const owner: Login = { user: OWNER, password: 'owner password', database: 'nba' };
export const readerLogin: Login = { user: READER, password: 'reader password', database: 'nba' };
export const MANAGED_ADMIN = 'cloud_admin';
export const managedAdmin: Login = { user: MANAGED_ADMIN, password: 'admin password', database: 'nba' };

/** The page's pg_hba.conf line for the agent, with the documentation address replaced by loopback. */
export function readerHbaLine(): string {
  const line = blockTitled(SECURITY, 'pg_hba.conf', 'text').trim();
  if (!line.includes('203.0.113.10/32'))
    throw new Error(`${SECURITY}: the pg_hba.conf line no longer names 203.0.113.10/32`);
  return line.replace('203.0.113.10/32', '127.0.0.1/32');
}

export async function startQuickStartServer(major: Major): Promise<PostgresServer> {
  const page = readerHbaLine();
  return startPostgres(major, SUPERUSER_PASSWORD, [
    page,
    // The control database, which the page's line does not name: the reader connects there only to show what revokes close.
    page.replace(/^(hostssl\s+)nba\b/, '$1nba_control'),
    `hostssl all postgres,${OWNER},${MANAGED_ADMIN},watchdog 127.0.0.1/32 md5`,
  ]);
}

export function must(run: { status: number | null; stdout: string; stderr: string }, what: string): string {
  if (run.status !== 0) throw new Error(`${what} exited ${run.status}:\n${run.stderr}\n${run.stdout}`);
  return run.stdout;
}

/** Writes `sql` to a temporary file for `psql -f`, as a reader saves a block from the page. */
export function scriptFile(name: string, sql: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-sql-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, sql);
  return file;
}

/** The quick start's administrator session that creates the owner, run with `password` typed at \password's two prompts. */
export function createOwner(server: PostgresServer, admin: Login): void {
  const session = blockTitled(QUICK_START, 'psql, connected as an administrator: the owner of the sample', 'text');
  must(
    server.psql({ ...admin, database: 'postgres' }, ['-v', 'ON_ERROR_STOP=1', '-f', scriptFile('owner.sql', session)], {
      input: `${owner.password}\n${owner.password}\n`,
    }),
    'creating the owner',
  );
}

export interface LoadRun {
  stdout: string;
  stderr: string;
}

/**
 * The quick start's terminal block, run in the sample folder as written, its `export` line aside:
 * the test's environment gives the same variables for this server. `database` other than nba
 * runs the same commands for another database name; `again` leaves out `createdb`, as a reader
 * re-running the scripts does.
 */
export function runQuickStartLoad(
  server: PostgresServer,
  database = 'nba',
  options: { again?: boolean } = {},
): LoadRun {
  const block = blockMatching(QUICK_START, /^createdb nba$/m, 'bash');
  const lines = block.split('\n').filter((line) => line.trim() !== '');
  const exported = `${lines.filter((line) => line.startsWith('export ')).join(' ')} `;
  const expected = ['PGHOST=', 'PGPORT=', `PGUSER=${OWNER} `, 'PGSSLMODE=require '];
  if (!expected.every((part) => exported.includes(part))) {
    throw new Error(`${QUICK_START}: the load block must export PGHOST, PGPORT, PGUSER=${OWNER} and PGSSLMODE=require`);
  }
  const commands = lines
    .filter((line) => !line.startsWith('export ') && !(options.again && line.startsWith('createdb ')))
    .map((line) => line.replace(/\bnba\b/g, database));
  const run = spawnSync('bash', ['-e', '-c', commands.join('\n')], {
    cwd: SAMPLE_FOLDER,
    encoding: 'utf8',
    env: {
      ...process.env,
      PGHOST: '127.0.0.1',
      PGPORT: String(server.port),
      PGUSER: OWNER,
      PGPASSWORD: owner.password,
      PGSSLMODE: 'require',
    },
  });
  must({ status: run.status, stdout: run.stdout, stderr: run.stderr }, `the quick start's load into ${database}`);
  return { stdout: run.stdout, stderr: run.stderr };
}

/** The recipe exactly as the page prints it. */
export function recipeAsWritten(): string {
  return blockTitled(SECURITY, 'plumbline-reader-postgres.sql');
}

/** Runs the recipe as written with psql, stopping at the first error; returns what psql printed. */
export function applyRecipe(server: PostgresServer, admin: Login): { stdout: string; stderr: string } {
  const run = server.psql(admin, [
    '-v',
    'ON_ERROR_STOP=1',
    '-f',
    scriptFile('plumbline-reader-postgres.sql', recipeAsWritten()),
  ]);
  must(run, `the recipe as ${admin.user}`);
  return run;
}

const isRevoke = (statement: string) =>
  /^(?:REVOKE|DO\b|ALTER DEFAULT PRIVILEGES (?:FOR ROLE \S+ )?REVOKE)/i.test(statement);
const isRoleLevel = (statement: string) => /^(?:CREATE|ALTER) ROLE\b/i.test(statement);

/** The recipe's grants alone, for the control database: the role and its settings already exist. */
export function applyGrantsOnly(server: PostgresServer, database: string): void {
  const grants = splitStatements(recipeAsWritten())
    .filter((s) => !isRevoke(s) && !isRoleLevel(s))
    .map((s) => `${s.replace(/\bDATABASE nba\b/g, `DATABASE ${database}`)};`);
  if (!grants.some((s) => /^GRANT SELECT ON ALL TABLES/i.test(s)))
    throw new Error(`${SECURITY}: the recipe no longer grants SELECT on the tables`);
  must(
    server.psql({ ...superuser, database }, ['-v', 'ON_ERROR_STOP=1', '-c', grants.join('\n')]),
    `the grants in ${database}`,
  );
}

/** The page's administrator session that sets the reader's password, typed at \password's two prompts. */
export function setReaderPasswordAsThePageSays(server: PostgresServer, admin: Login): void {
  const session = blockTitled(SECURITY, 'psql, connected as an administrator', 'text');
  must(
    server.psql(admin, ['-v', 'ON_ERROR_STOP=1', '-f', scriptFile('password.sql', session)], {
      input: `${readerLogin.password}\n${readerLogin.password}\n`,
    }),
    'setting the password',
  );
}

/** What the owner has in each database before the recipe runs: routines PUBLIC may call, and a sequence. */
export const OWNER_OBJECTS_BEFORE = `
  CREATE FUNCTION public.forget_game(p_game_id integer) RETURNS bigint
    LANGUAGE sql SECURITY DEFINER
    AS $$ WITH gone AS (DELETE FROM team_game_stats_f WHERE game_id = p_game_id RETURNING 1) SELECT count(*) FROM gone $$;
  CREATE PROCEDURE public.forget_first_box_scores()
    LANGUAGE sql SECURITY DEFINER
    AS $$ DELETE FROM player_game_stats_f WHERE game_id = (SELECT min(game_id) FROM game_f) $$;
  CREATE SEQUENCE public.load_batch_id;
`;

/** What the owner creates after the recipe, as load jobs go on doing. */
export const OWNER_OBJECTS_AFTER = `
  CREATE FUNCTION public.forget_season(p_season text) RETURNS bigint
    LANGUAGE sql SECURITY DEFINER
    AS $$ WITH gone AS (DELETE FROM player_game_stats_f WHERE game_id IN (SELECT game_id FROM game_f WHERE season = p_season) RETURNING 1) SELECT count(*) FROM gone $$;
  CREATE PROCEDURE public.forget_team(p_team_id integer)
    LANGUAGE sql SECURITY DEFINER
    AS $$ DELETE FROM team_game_stats_f WHERE team_id = p_team_id $$;
  CREATE SEQUENCE public.later_batch_id;
  CREATE TABLE public.arena_capacity_d (arena varchar(100) PRIMARY KEY, seats integer);
  INSERT INTO public.arena_capacity_d VALUES ('Test Arena', 18000);
  CREATE VIEW public.big_arenas_v AS SELECT arena FROM arena_capacity_d WHERE seats > 15000;
  CREATE SCHEMA private;
  CREATE TABLE private.salaries_d (player_id integer, salary numeric);
`;

/** What the administrator who ran the recipe creates after it. */
export const ADMIN_OBJECTS_AFTER = `
  CREATE FUNCTION public.admin_forget_player(p_player_id integer) RETURNS bigint
    LANGUAGE sql SECURITY DEFINER
    AS $$ WITH gone AS (DELETE FROM player_game_stats_f WHERE player_id = p_player_id RETURNING 1) SELECT count(*) FROM gone $$;
`;

export function runAs(server: PostgresServer, login: Login, sql: string, what: string): void {
  must(server.psql(login, ['-v', 'ON_ERROR_STOP=1', '-c', sql]), what);
}

export function warnings(psqlOutput: string): string[] {
  return psqlOutput
    .split('\n')
    .filter((line) => /WARNING:/.test(line))
    .map((line) => line.replace(/^.*WARNING:\s*/, '').trim());
}
