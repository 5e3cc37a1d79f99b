import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockTitled } from '@/tests/helpers/docs-blocks';
import type { Login, Major, PostgresServer } from '@/tests/helpers/postgres-server';
import {
  ADMIN_OBJECTS_AFTER,
  applyGrantsOnly,
  applyRecipe,
  createOwner,
  OWNER,
  OWNER_OBJECTS_AFTER,
  OWNER_OBJECTS_BEFORE,
  owner,
  READER,
  readerLogin,
  must,
  runAs,
  runQuickStartLoad,
  scriptFile,
  SECURITY,
  setReaderPasswordAsThePageSays,
  startQuickStartServer,
  superuser,
  warnings,
} from '@/tests/helpers/quick-start-server';
import { attempt, INSUFFICIENT_PRIVILEGE, reportOf, tryWrite, type Write, WRITES } from '@/tests/helpers/reader-writes';

/*
 * security.md promises a PostgreSQL user that cannot write, whatever its session does first. These
 * tests set up real servers the way the quick start has a reader set theirs up (an ordinary role
 * owns and loads the tables; an administrator that does not own them runs the recipe), apply the
 * recipe as the page prints it, and try every write the page names, and more, as the reader with
 * its read-only default turned off. Each refused write is also shown to succeed for a role that
 * lacks what refuses it, so a refusal proves the recipe is what stops it, not a typo in the attempt.
 */

const MAJORS: Major[] = [13, 15, 17];
const READ_ONLY_TRANSACTION = '25006';
const QUERY_CANCELED = '57014';
const SAMPLE_ROWS = { team_d: 30, player_d: 300, game_f: 559, player_game_stats_f: 8944, team_game_stats_f: 1118 };

/** The reader's ways to make its next transaction read-write: each must work, since the page says the default is no control. */
const READ_WRITE_MEANS = [
  'SET default_transaction_read_only = off',
  "SELECT set_config('default_transaction_read_only', 'off', false)",
  'SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE',
];

/** Extensions that reach other servers, created by the superuser after the recipe: only a superuser may create them. */
const EXTENSIONS_AFTER = 'CREATE EXTENSION dblink; CREATE EXTENSION postgres_fdw;';
const REACHING_OUT: Write[] = [
  {
    what: 'a dblink function, from an extension created after the recipe',
    sql: 'SELECT dblink_get_connections()',
    openTo: 'the grants without the revokes',
  },
  {
    what: 'CREATE SERVER with postgres_fdw, created after the recipe',
    sql: "CREATE SERVER elsewhere FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1')",
    openTo: 'a superuser',
  },
];

describe.each(MAJORS)('PostgreSQL %i in the quick start setup, the recipe run by a superuser', (major) => {
  let server: PostgresServer;
  let firstLoad: { stdout: string; stderr: string };
  let recipeRun: { stdout: string; stderr: string };
  let tablesAtFirstConnection: string[];
  const clients: pg.Client[] = [];
  const connect = async (login: Login) => {
    const client = await server.connect(login);
    clients.push(client);
    return client;
  };

  beforeAll(async () => {
    server = await startQuickStartServer(major);
    createOwner(server, { ...superuser, database: 'postgres' });
    firstLoad = runQuickStartLoad(server);
    runQuickStartLoad(server, 'nba_control');
    for (const database of ['nba', 'nba_control'])
      runAs(server, { ...owner, database }, OWNER_OBJECTS_BEFORE, `the owner's objects in ${database}`);
    recipeRun = applyRecipe(server, superuser);
    applyGrantsOnly(server, 'nba_control');
    setReaderPasswordAsThePageSays(server, superuser);
    const firstLook = await connect(readerLogin);
    tablesAtFirstConnection = (
      await firstLook.query<{ table_name: string }>(
        "SELECT table_name FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema') ORDER BY 1",
      )
    ).rows.map((row) => row.table_name);
    for (const database of ['nba', 'nba_control']) {
      runAs(server, { ...owner, database }, OWNER_OBJECTS_AFTER, `the owner's later objects in ${database}`);
      runAs(
        server,
        { ...superuser, database },
        `${ADMIN_OBJECTS_AFTER} ${EXTENSIONS_AFTER}`,
        `the administrator's later objects in ${database}`,
      );
    }
  });
  // Each test's sessions end with it: the server takes 100 connections, fewer than the tests open.
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
  });
  afterAll(() => server?.stop());

  it(`runs the quick start's load as the owner, printing what the quick start says`, () => {
    expect(server.version.startsWith(`${major}.`)).toBe(true);
    const copies = firstLoad.stdout.split('\n').filter((line) => line.startsWith('COPY '));
    expect(copies).toHaveLength(5);
    expect(copies.at(-1)).toBe('COPY 1118');
    expect(firstLoad.stdout.match(/^CREATE TABLE$/gm)).toHaveLength(5);
    expect(firstLoad.stdout.trim().split('\n').at(-1)).toBe('ANALYZE');
    const messages = firstLoad.stderr.split('\n').filter((line) => line.trim() !== '');
    expect(messages).toHaveLength(5);
    for (const line of messages) expect(line).toMatch(/NOTICE: {2}table "\w+" does not exist, skipping$/);
  });

  it('shows the reader exactly the five sample tables, as Test connection in the quick start does', () => {
    expect(tablesAtFirstConnection).toEqual(Object.keys(SAMPLE_ROWS).sort());
  });

  it('applies the recipe as written with no error and no warning', () => {
    expect(warnings(recipeRun.stderr)).toEqual([]);
    expect(recipeRun.stderr).not.toMatch(/ERROR/);
  });

  it("lets the reader in only over TLS with the password set the page's way, on the page's pg_hba.conf line", async () => {
    const client = await connect(readerLogin);
    const { rows } = await client.query<{ ssl: boolean; user: string }>(
      'SELECT ssl, current_user AS user FROM pg_stat_ssl WHERE pid = pg_backend_pid()',
    );
    expect(rows[0]).toEqual({ ssl: true, user: READER });
    const storage = blockTitled(SECURITY, 'check-password-storage.sql');
    const admin = await connect(superuser);
    expect((await admin.query(storage)).rows[0]).toMatchObject({ rolname: READER, uses_scram: true });
  });

  it.each([...WRITES, ...REACHING_OUT])('refuses $what, with the read-only default turned off', async ({ sql }) => {
    const reader = await connect(readerLogin);
    expect(await tryWrite(reader, sql)).toMatchObject({ ok: false, code: INSUFFICIENT_PRIVILEGE });
  });

  it.each([...WRITES, ...REACHING_OUT])(
    'lets $what through for $openTo, so it is a write the recipe closes',
    async ({ sql, openTo }) => {
      const grantsOnly =
        openTo === 'the grants without the revokes' || (openTo === "PUBLIC's CREATE on public" && major < 15);
      const as = grantsOnly
        ? { ...readerLogin, database: 'nba_control' }
        : openTo === 'a superuser'
          ? superuser
          : owner;
      const client = await connect(as);
      expect(await tryWrite(client, sql)).toMatchObject({ ok: true });
    },
  );

  it('starts the reader read-only with a 60 s statement timeout, and lets each means a session has turn that off', async () => {
    const fresh = await connect(readerLogin);
    expect((await fresh.query('SHOW default_transaction_read_only')).rows[0]).toEqual({
      default_transaction_read_only: 'on',
    });
    expect((await fresh.query('SHOW statement_timeout')).rows[0]).toEqual({ statement_timeout: '1min' });
    expect(await attempt(fresh, 'CREATE TABLE scratch (id integer)')).toMatchObject({
      ok: false,
      code: READ_ONLY_TRANSACTION,
    });
    for (const means of READ_WRITE_MEANS) {
      const client = await connect(readerLogin);
      await client.query(means);
      expect((await client.query('SHOW transaction_read_only')).rows[0], means).toEqual({
        transaction_read_only: 'off',
      });
    }
    const own = await connect(readerLogin);
    await own.query('BEGIN READ WRITE');
    expect((await own.query('SHOW transaction_read_only')).rows[0]).toEqual({ transaction_read_only: 'off' });
    await own.query('ROLLBACK');
  });

  it('leaves open what the page says stays open', async () => {
    const reader = await connect(readerLogin);
    expect((await reader.query("SELECT set_config('statement_timeout', '0', false) AS timeout")).rows[0]).toEqual({
      timeout: '0',
    });
    expect(await attempt(reader, "SELECT set_config('work_mem', '1GB', false)")).toMatchObject({ ok: true });
    expect(await tryWrite(reader, `ALTER ROLE ${READER} SET statement_timeout = 0`)).toMatchObject({ ok: true });
    expect(await attempt(reader, 'SELECT pg_advisory_lock(42), pg_advisory_unlock(42)')).toMatchObject({ ok: true });
    expect(await attempt(reader, "SELECT pg_notify('plumbline', 'written')")).toMatchObject({ ok: true });
    const other = await connect(readerLogin);
    const otherPid = (await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    expect((await reader.query(`SELECT pg_cancel_backend(${otherPid}) AS cancelled`)).rows[0]).toEqual({
      cancelled: true,
    });
    expect(await tryWrite(reader, `ALTER ROLE ${READER} PASSWORD 'chosen by the reader'`)).toMatchObject({ ok: true });
    expect(await tryWrite(reader, 'ALTER DEFAULT PRIVILEGES GRANT SELECT ON TABLES TO PUBLIC')).toMatchObject({
      ok: true,
    });
    const grantsItself = await tryWrite(reader, `GRANT ${READER} TO ${OWNER}`);
    if (major === 13) expect(grantsItself).toMatchObject({ ok: true });
    else expect(grantsItself).toMatchObject({ ok: false, code: INSUFFICIENT_PRIVILEGE });
    const ownerSession = await connect(owner);
    const ownerPid = (await ownerSession.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
    expect(await attempt(reader, `SELECT pg_cancel_backend(${ownerPid})`)).toMatchObject({
      ok: false,
      code: INSUFFICIENT_PRIVILEGE,
    });
    const names = await reader.query("SELECT relname FROM pg_class WHERE relname = 'salaries_d'");
    expect(names.rows).toEqual([{ relname: 'salaries_d' }]);
    expect(await attempt(reader, 'SELECT * FROM private.salaries_d')).toMatchObject({
      ok: false,
      code: INSUFFICIENT_PRIVILEGE,
    });
  });

  it('lets large objects through a read-only transaction only before PostgreSQL 16, as the page says', async () => {
    const control = await connect({ ...readerLogin, database: 'nba_control' });
    await control.query('BEGIN');
    const outcome = await attempt(control, `SELECT lo_from_bytea(0, 'written')`);
    await control.query('ROLLBACK');
    if (major < 16) expect(outcome).toMatchObject({ ok: true });
    else expect(outcome).toMatchObject({ ok: false, code: READ_ONLY_TRANSACTION });
  });

  it('reads every sample table, and the tables and views the owner created after the recipe', async () => {
    const reader = await connect(readerLogin);
    for (const [table, rows] of Object.entries(SAMPLE_ROWS)) {
      expect((await reader.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0], table).toEqual({ n: rows });
    }
    expect((await reader.query('SELECT count(*)::int AS n FROM arena_capacity_d')).rows[0]).toEqual({ n: 1 });
    expect((await reader.query('SELECT count(*)::int AS n FROM big_arenas_v')).rows[0]).toEqual({ n: 1 });
  });

  it('finds nothing open with the check query, and names what the revokes close where they are left out', async () => {
    const check = blockTitled(SECURITY, 'check-plumbline-reader.sql');
    const report = reportOf((await (await connect(readerLogin)).query(check)).rows);
    expect(Object.keys(report).length).toBeGreaterThan(8);
    for (const [column, value] of Object.entries(report)) expect([column, value]).toEqual([column, 0]);
    // A second role that may create in public, without a default-privileges line of its own, is counted.
    runAs(
      server,
      superuser,
      `CREATE ROLE second_loader LOGIN; GRANT CREATE ON SCHEMA public TO second_loader`,
      'a second loader',
    );
    try {
      const second = reportOf((await (await connect(readerLogin)).query(check)).rows);
      expect(second.roles_whose_new_routines_it_could_call).toBe(1);
    } finally {
      runAs(
        server,
        superuser,
        'REVOKE CREATE ON SCHEMA public FROM second_loader; DROP ROLE second_loader',
        'removing the second loader',
      );
    }
    const open = reportOf((await (await connect({ ...readerLogin, database: 'nba_control' })).query(check)).rows);
    expect(open).toMatchObject({ can_create_in_database: 1, can_create_large_objects: 1 });
    expect(open.schemas_it_can_create_in).toBe(major < 15 ? 1 : 0);
    expect(open.can_write_to_the_log).toBeGreaterThan(0);
    expect(open.routines_it_can_call).toBeGreaterThanOrEqual(5);
    expect(open.roles_whose_new_routines_it_could_call).toBeGreaterThanOrEqual(1);
  });

  it("cancels the reader's long queries with the page's job, whatever the session set", async () => {
    const reader = await connect(readerLogin);
    await reader.query("SELECT set_config('statement_timeout', '0', false)");
    const long = attempt(reader, 'SELECT pg_sleep(120)');
    runAs(
      server,
      { ...superuser, database: 'postgres' },
      `CREATE ROLE watchdog LOGIN PASSWORD 'watchdog password' IN ROLE pg_signal_backend, pg_read_all_stats`,
      'the watchdog role',
    );
    const watchdog = await connect({ user: 'watchdog', password: 'watchdog password', database: 'nba' });
    // The page's 60 seconds, shortened so the test does not wait a minute; every other word runs as written.
    const job = blockTitled(SECURITY, 'cancel-long-agent-queries.sql');
    expect(job).toMatch(/interval '60 seconds'/);
    const shortened = job.replace(/interval '60 seconds'/, "interval '0 seconds'");
    let cancelled = false;
    while (!cancelled) {
      const { rows } = await watchdog.query<{ cancelled: boolean }>(shortened);
      cancelled = rows.some((row) => row.cancelled);
    }
    expect(await long).toMatchObject({ ok: false, code: QUERY_CANCELED });
  });

  it('keeps every table when a re-run of create_tables.sql fails', async () => {
    runAs(
      server,
      owner,
      'CREATE VIEW public.home_wins_v AS SELECT team_id FROM team_game_stats_f WHERE is_home AND won',
      'a view on a sample table',
    );
    expect(() => runQuickStartLoad(server, 'nba', { again: true })).toThrow(
      /view home_wins_v depends on table team_game_stats_f/,
    );
    runAs(server, owner, 'DROP VIEW public.home_wins_v', 'dropping the view');
    const reader = await connect(readerLogin);
    for (const [table, rows] of Object.entries(SAMPLE_ROWS)) {
      expect((await reader.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0], table).toEqual({ n: rows });
    }
  });

  it("keeps the reader's access when the owner re-runs both sample scripts after the recipe", async () => {
    const again = runQuickStartLoad(server, 'nba', { again: true })
      .stdout.split('\n')
      .filter((line) => line.startsWith('COPY '));
    expect(again.at(-1)).toBe('COPY 1118');
    const reader = await connect(readerLogin);
    for (const [table, rows] of Object.entries(SAMPLE_ROWS)) {
      expect((await reader.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0], table).toEqual({ n: rows });
    }
    expect(await tryWrite(reader, 'DELETE FROM game_f')).toMatchObject({ ok: false, code: INSUFFICIENT_PRIVILEGE });
  });

  it('needs ALL ROUTINES for procedures, and the database-wide form for new routines, as the page says', async () => {
    const admin = await connect({ ...superuser, database: 'nba_control' });
    const canCall = async (routine: string) =>
      (
        await admin.query<{ can: boolean }>(
          `SELECT has_function_privilege('${READER}', '${routine}', 'EXECUTE') AS can`,
        )
      ).rows[0].can;
    await admin.query('BEGIN');
    try {
      await admin.query('REVOKE EXECUTE ON ALL FUNCTIONS IN SCHEMA public FROM PUBLIC');
      expect(await canCall('forget_game(integer)')).toBe(false);
      expect(await canCall('forget_first_box_scores()')).toBe(true);
      await admin.query(`SET LOCAL ROLE ${OWNER}`);
      await admin.query('ALTER DEFAULT PRIVILEGES IN SCHEMA public REVOKE EXECUTE ON ROUTINES FROM PUBLIC');
      await admin.query(
        'CREATE FUNCTION public.made_after_a_schema_default() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$',
      );
      expect(await canCall('made_after_a_schema_default()')).toBe(true);
    } finally {
      await admin.query('ROLLBACK');
    }
  });

  it(`names ${OWNER} in the recipe, for the grant and for the revoke of default privileges`, () => {
    expect(blockTitled(SECURITY, 'plumbline-reader-postgres.sql')).toMatch(
      new RegExp(`ALTER DEFAULT PRIVILEGES FOR ROLE ${OWNER} REVOKE EXECUTE ON ROUTINES FROM PUBLIC`),
    );
    expect(blockTitled(SECURITY, 'plumbline-reader-postgres.sql')).toMatch(
      new RegExp(`ALTER DEFAULT PRIVILEGES FOR ROLE ${OWNER} IN SCHEMA public GRANT SELECT ON TABLES TO ${READER}`),
    );
  });

  // Last: it sets the reader's password another way, then back the page's way.
  it(`stores the password as md5 on 13 unless the session asks for scram-sha-256, and the page's pg_hba.conf line then refuses it`, async () => {
    const storage = blockTitled(SECURITY, 'check-password-storage.sql');
    const admin = await connect(superuser);
    const session = blockTitled(SECURITY, 'psql, connected as an administrator', 'text');
    const withoutScram = session
      .split('\n')
      .filter((line) => !/password_encryption/.test(line))
      .join('\n');
    try {
      const other = 'typed without the setting';
      must(
        server.psql(superuser, ['-v', 'ON_ERROR_STOP=1', '-f', scriptFile('password.sql', withoutScram)], {
          input: `${other}\n${other}\n`,
        }),
        '\\password alone',
      );
      const stored = (await admin.query<{ uses_scram: boolean }>(storage)).rows[0].uses_scram;
      const login = server.connect({ ...readerLogin, password: other }).then((client) => {
        clients.push(client);
        return 'connected';
      });
      if (major === 13) {
        expect(stored).toBe(false);
        await expect(login).rejects.toThrow(/password authentication failed/);
      } else {
        expect(stored).toBe(true);
        await expect(login).resolves.toBe('connected');
      }
    } finally {
      setReaderPasswordAsThePageSays(server, superuser);
    }
    expect((await admin.query<{ uses_scram: boolean }>(storage)).rows[0].uses_scram).toBe(true);
  });
});
