import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { blockTitled } from '@/tests/helpers/docs-blocks';
import type { Login, Major, PostgresServer } from '@/tests/helpers/postgres-server';
import {
  ADMIN_OBJECTS_AFTER,
  applyRecipe,
  createOwner,
  MANAGED_ADMIN,
  managedAdmin,
  OWNER,
  OWNER_OBJECTS_AFTER,
  OWNER_OBJECTS_BEFORE,
  owner,
  READER,
  readerLogin,
  runAs,
  runQuickStartLoad,
  SECURITY,
  setReaderPasswordAsThePageSays,
  startQuickStartServer,
  superuser,
  warnings,
} from '@/tests/helpers/quick-start-server';
import { attempt, INSUFFICIENT_PRIVILEGE, reportOf, tryWrite, WRITES } from '@/tests/helpers/reader-writes';

/*
 * The same quick start setup on a server whose administrator account is not a superuser, as on
 * a managed service: security.md says which revokes that account cannot make, what the agent's
 * user can then still do, and that the check query shows it. Everything else must hold as with a
 * superuser.
 */

const MAJORS: Major[] = [13, 15, 17];
const page = fs.readFileSync(path.join(process.cwd(), SECURITY), 'utf8');

/** What the page's table says stays open on `major` when a non-superuser runs the recipe. */
function leftOpen(major: Major): { writes: RegExp; columns: string[]; warnedAbout: string[] } {
  const largeObjects = ['lo_creat', 'lo_create', 'lo_from_bytea'];
  const onPublic = major < 15;
  return {
    writes: onPublic
      ? /^(?:lo_|pg_logical_emit_message|SELECT \.\.\. INTO a new table|CREATE TABLE|CREATE VIEW|CREATE FUNCTION in schema public)/
      : /^(?:lo_|pg_logical_emit_message)/,
    columns: [
      'can_create_large_objects',
      'can_write_to_the_log',
      ...(onPublic ? ['schemas_it_can_create_in', 'roles_whose_new_routines_it_could_call'] : []),
    ],
    warnedAbout: [...largeObjects, 'pg_logical_emit_message', ...(onPublic ? ['public'] : [])],
  };
}

describe.each(MAJORS)(
  'PostgreSQL %i in the quick start setup, the recipe run by an administrator that is not a superuser',
  (major) => {
    let server: PostgresServer;
    let recipeWarnings: string[];
    let withoutMembership: string;
    const clients: pg.Client[] = [];
    const connect = async (login: Login) => {
      const client = await server.connect(login);
      clients.push(client);
      return client;
    };

    beforeAll(async () => {
      server = await startQuickStartServer(major);
      runAs(
        server,
        { ...superuser, database: 'postgres' },
        `CREATE ROLE ${MANAGED_ADMIN} LOGIN CREATEDB CREATEROLE PASSWORD '${managedAdmin.password}'`,
        'the service administrator',
      );
      createOwner(server, { ...managedAdmin, database: 'postgres' });
      runQuickStartLoad(server);
      runAs(server, owner, OWNER_OBJECTS_BEFORE, "the owner's objects");
      const refused = server.psql(managedAdmin, [
        '-c',
        `ALTER DEFAULT PRIVILEGES FOR ROLE ${OWNER} REVOKE EXECUTE ON ROUTINES FROM PUBLIC`,
      ]);
      withoutMembership = refused.status === 0 ? '' : refused.stderr;
      const membership = /`(GRANT nba_loader TO your_admin)`/.exec(page)?.[1];
      if (!membership)
        throw new Error(`${SECURITY} no longer says how to make the administrator a member of the owner`);
      runAs(server, managedAdmin, membership.replace('your_admin', MANAGED_ADMIN), 'the membership the page asks for');
      recipeWarnings = warnings(applyRecipe(server, managedAdmin).stderr);
      setReaderPasswordAsThePageSays(server, managedAdmin);
      runAs(server, owner, OWNER_OBJECTS_AFTER, "the owner's later objects");
      runAs(server, managedAdmin, ADMIN_OBJECTS_AFTER, "the administrator's later objects");
    });
    // Each test's sessions end with it: the server takes 100 connections, fewer than the tests open.
    afterEach(async () => {
      await Promise.all(clients.splice(0).map((client) => client.end().catch(() => undefined)));
    });
    afterAll(() => server?.stop());

    it("refuses the owner's default privileges to an administrator that is not its member, as the page says", () => {
      expect(withoutMembership).toMatch(major < 16 ? /must be member of role "nba_loader"/ : /permission denied/);
    });

    it("warns exactly about the privileges the page's table lists", () => {
      const { warnedAbout } = leftOpen(major);
      const named = recipeWarnings.map((warning) => /for "([^"]+)"/.exec(warning)?.[1] ?? warning);
      expect([...new Set(named)].sort()).toEqual([...warnedAbout].sort());
      for (const name of warnedAbout) expect(page).toContain(`\`${name}\``);
    });

    it.each(WRITES)('refuses $what unless the page says it stays open', async ({ what, sql }) => {
      const reader = await connect(readerLogin);
      const outcome = await tryWrite(reader, sql);
      if (leftOpen(major).writes.test(what)) expect(outcome).toMatchObject({ ok: true });
      else expect(outcome).toMatchObject({ ok: false, code: INSUFFICIENT_PRIVILEGE });
    });

    it('shows what stays open in the check query, and nothing else', async () => {
      const report = reportOf(
        (await (await connect(readerLogin)).query(blockTitled(SECURITY, 'check-plumbline-reader.sql'))).rows,
      );
      const open = Object.entries(report)
        .filter(([, value]) => value !== 0)
        .map(([column]) => column);
      expect(open.sort()).toEqual([...leftOpen(major).columns].sort());
    });

    it('cannot read pg_authid as the administrator, as the page says', async () => {
      const admin = await connect(managedAdmin);
      expect(await attempt(admin, blockTitled(SECURITY, 'check-password-storage.sql'))).toMatchObject({
        ok: false,
        code: INSUFFICIENT_PRIVILEGE,
      });
    });

    it("counts the large objects the reader stores with the page's query, run by the administrator", async () => {
      const count = blockTitled(SECURITY, 'large-objects-of-plumbline-reader.sql');
      const admin = await connect(managedAdmin);
      const before = Number((await admin.query(count)).rows[0].large_objects);
      const reader = await connect(readerLogin);
      await reader.query("SELECT set_config('default_transaction_read_only', 'off', false)");
      expect(await attempt(reader, `SELECT lo_from_bytea(0, 'stored by ${READER}')`)).toMatchObject({ ok: true });
      expect(Number((await admin.query(count)).rows[0].large_objects)).toBe(before + 1);
    });
  },
);
