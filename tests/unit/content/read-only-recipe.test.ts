import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Code, Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSampleDatabase, SAMPLE_TABLES } from '@/scripts/lib/examples/sample-database';

/*
 * security.md promises a PostgreSQL user that cannot write even when its session turns the
 * read-only default off (issue 22, item 5). This test takes the recipe from the page as written,
 * applies it as the superuser to the NBA sample in PGlite dressed as a production database on
 * PostgreSQL 13 or 14, and tries every write the page lists as the reader. Each attempt is also
 * made by a role that lacks the protection that refuses it, so a refusal proves the recipe is what
 * blocks the write, not a typo in the attempt or a PGlite quirk.
 */

const PAGE = 'content/docs/security.md';
const READER = 'plumbline_reader';
/** Permission denied: the error class every refusal must carry, so a syntax error never passes as one. */
const INSUFFICIENT_PRIVILEGE = '42501';

function codeBlocks(file: string): Code[] {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8')) as Root;
  const blocks: Code[] = [];
  visit(tree, 'code', (node: Code) => {
    blocks.push(node);
  });
  return blocks;
}

const blocks = codeBlocks(PAGE);

function blockTitled(title: string, lang = 'sql'): string {
  const found = blocks.filter((b) => b.lang === lang && /(?:^|\s)title="([^"]*)"/.exec(b.meta ?? '')?.[1] === title);
  expect(found, `${PAGE} has exactly one \`\`\`${lang} block titled "${title}"`).toHaveLength(1);
  return found[0].value;
}

/** The recipe's statements, one per entry, comments dropped (it has no quoted `--` or `;`). */
function statements(sql: string): string[] {
  return sql
    .split('\n')
    .map((line) => line.replace(/--.*$/, ''))
    .join('\n')
    .split(';')
    .map((s) => s.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

const isRevoke = (statement: string) => /^(?:REVOKE|ALTER DEFAULT PRIVILEGES (?:FOR ROLE \S+ )?REVOKE)\b/i.test(statement);

const recipeAsWritten = blockTitled('plumbline-reader-postgres.sql');
// The page writes the recipe for the quick start's database, nba; PGlite's only database is
// named postgres. Only the database name changes: every other word runs as the page has it.
const recipe = statements(recipeAsWritten.replace(/\bDATABASE nba\b/g, 'DATABASE postgres'));
/** The control: the same recipe without its revokes, a user that holds its grants and what PUBLIC holds. */
const grantsOnly = recipe.filter((s) => !isRevoke(s));

type Setup = 'the recipe' | 'the grants without the revokes';

let db: PGlite;

beforeAll(async () => {
  db = await openSampleDatabase();
  await db.exec(`
    -- PostgreSQL 13 and 14 grant CREATE on schema public to PUBLIC (PGlite is 18, which does not).
    GRANT CREATE ON SCHEMA public TO PUBLIC;
    -- What a production database already holds when the recipe runs, owned by the superuser.
    -- PUBLIC can call both routines: PostgreSQL grants it EXECUTE on every new routine.
    CREATE FUNCTION public.forget_game(p_game_id integer) RETURNS bigint
      LANGUAGE sql SECURITY DEFINER
      AS $$ WITH gone AS (DELETE FROM team_game_stats_f WHERE game_id = p_game_id RETURNING 1) SELECT count(*) FROM gone $$;
    CREATE PROCEDURE public.forget_first_box_scores()
      LANGUAGE sql SECURITY DEFINER
      AS $$ DELETE FROM player_game_stats_f WHERE game_id = (SELECT min(game_id) FROM game_f) $$;
    CREATE SEQUENCE public.load_batch_id;
  `);
});
afterAll(async () => db?.close());

type Outcome = { ok: true; rows: unknown[] } | { ok: false; code: string; message: string };

/**
 * Applies `setup` as the superuser, then runs `work` as whoever `as` names, inside a transaction
 * that is always rolled back. The reader's session turns the read-only default off first, as any
 * session may: the page says the grants, not that setting, are the control.
 */
async function withRecipe<T>(setup: Setup, as: 'reader' | 'superuser', work: () => Promise<T>): Promise<T> {
  await db.exec('BEGIN');
  try {
    for (const statement of setup === 'the recipe' ? recipe : grantsOnly) await db.exec(statement);
    // Objects made after the recipe, by the role that ran it: its default privileges apply to them.
    await db.exec(`
      CREATE FUNCTION public.forget_season(p_season text) RETURNS bigint
        LANGUAGE sql SECURITY DEFINER
        AS $$ WITH gone AS (DELETE FROM player_game_stats_f WHERE game_id IN (SELECT game_id FROM game_f WHERE season = p_season) RETURNING 1) SELECT count(*) FROM gone $$;
      CREATE TABLE public.arena_capacity_d (arena varchar(100) PRIMARY KEY, seats integer);
    `);
    if (as === 'reader') await db.exec(`SET ROLE ${READER}; SET default_transaction_read_only = off;`);
    return await work();
  } finally {
    await db.exec('ROLLBACK');
  }
}

/** One statement in its own savepoint, so a refusal leaves the transaction usable. */
async function attempt(sql: string): Promise<Outcome> {
  await db.exec('SAVEPOINT attempt');
  try {
    const { rows } = await db.query(sql);
    return { ok: true, rows };
  } catch (error) {
    const { code = '', message = String(error) } = error as { code?: string; message?: string };
    return { ok: false, code, message };
  } finally {
    await db.exec('ROLLBACK TO SAVEPOINT attempt');
  }
}

interface Write {
  what: string;
  sql: string;
  /** Who the statement succeeds for: the grants-only role (the revokes close it) or the tables' owner (the grants never open it). */
  openTo: Setup | 'the owner';
}

const FIRST_GAME = '(SELECT min(game_id) FROM game_f)';
const WRITES: Write[] = [
  { what: 'INSERT', sql: `INSERT INTO team_d VALUES (99, 'Test Team', 'TST', 'Nowhere', 'East', 'Atlantic', 'Test Arena')`, openTo: 'the owner' },
  { what: 'WITH ... DELETE ... RETURNING', sql: `WITH gone AS (DELETE FROM team_game_stats_f WHERE game_id = ${FIRST_GAME} RETURNING *) SELECT count(*) FROM gone`, openTo: 'the owner' },
  { what: 'SELECT ... INTO a new table', sql: 'SELECT * INTO scratch FROM team_d', openTo: 'the grants without the revokes' },
  { what: 'CREATE TABLE', sql: 'CREATE TABLE scratch (id integer)', openTo: 'the grants without the revokes' },
  { what: 'CREATE TABLE ... AS', sql: 'CREATE TABLE scratch AS SELECT * FROM team_d', openTo: 'the grants without the revokes' },
  { what: 'CREATE FUNCTION in schema public', sql: 'CREATE FUNCTION public.one() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$', openTo: 'the grants without the revokes' },
  { what: 'CREATE TEMP TABLE', sql: 'CREATE TEMP TABLE scratch (id integer)', openTo: 'the grants without the revokes' },
  { what: 'SELECT ... INTO TEMP', sql: 'SELECT * INTO TEMP scratch FROM team_d', openTo: 'the grants without the revokes' },
  { what: 'an existing SECURITY DEFINER function that deletes', sql: `SELECT forget_game(${FIRST_GAME})`, openTo: 'the grants without the revokes' },
  { what: 'CALL of an existing SECURITY DEFINER procedure', sql: 'CALL forget_first_box_scores()', openTo: 'the grants without the revokes' },
  { what: 'a SECURITY DEFINER function created after the recipe', sql: `SELECT forget_season('2023-24')`, openTo: 'the grants without the revokes' },
  { what: 'lo_from_bytea (a large object)', sql: `SELECT lo_from_bytea(0, 'written')`, openTo: 'the grants without the revokes' },
  { what: 'lo_create (a large object)', sql: 'SELECT lo_create(0)', openTo: 'the grants without the revokes' },
  { what: 'nextval on an existing sequence', sql: `SELECT nextval('load_batch_id')`, openTo: 'the owner' },
  { what: 'COPY ... TO a server file', sql: `COPY team_d TO '/tmp/plumbline-reader-copy.csv'`, openTo: 'the owner' },
];

describe(`the PostgreSQL read-only recipe on ${PAGE}`, () => {
  it('holds revokes and grants, and sets no password in SQL', () => {
    expect(recipeAsWritten, 'the recipe names the quick start database, nba').toMatch(/\bDATABASE nba\b/);
    expect(recipe.filter(isRevoke).length).toBeGreaterThan(0);
    expect(grantsOnly.some((s) => /^GRANT SELECT\b/i.test(s))).toBe(true);
    expect(recipe.filter((s) => /\bPASSWORD\b/i.test(s))).toEqual([]);
  });

  it.each(WRITES)('refuses $what, with the read-only default turned off', async ({ sql }) => {
    const outcome = await withRecipe('the recipe', 'reader', () => attempt(sql));
    expect(outcome).toMatchObject({ ok: false, code: INSUFFICIENT_PRIVILEGE });
  });

  it.each(WRITES)('lets $what through for $openTo, so it is a write the recipe closes', async ({ sql, openTo }) => {
    const outcome =
      openTo === 'the owner'
        ? await withRecipe('the recipe', 'superuser', () => attempt(sql))
        : await withRecipe(openTo, 'reader', () => attempt(sql));
    expect(outcome).toMatchObject({ ok: true });
  });

  it('still lets the reader read every sample table, and tables created after it ran', async () => {
    const counts = async () => {
      const result: Record<string, number> = {};
      for (const table of [...SAMPLE_TABLES, 'arena_capacity_d']) {
        const outcome = await attempt(`SELECT count(*)::int AS n FROM ${table}`);
        result[table] = outcome.ok ? (outcome.rows[0] as { n: number }).n : -1;
      }
      return result;
    };
    const asSuperuser = await withRecipe('the recipe', 'superuser', counts);
    const asReader = await withRecipe('the recipe', 'reader', counts);
    expect(asReader).toEqual(asSuperuser);
    expect(Object.values(asReader).every((n) => n >= 0)).toBe(true);
  });

  it('keeps the read-only default only as a second layer: the reader can switch it off itself', async () => {
    const settings = await withRecipe('the recipe', 'superuser', async () => {
      const { rows } = await db.query<{ setconfig: string[] }>(
        `SELECT setconfig FROM pg_db_role_setting WHERE setrole = '${READER}'::regrole`,
      );
      return rows[0]?.setconfig ?? [];
    });
    expect(settings).toEqual(expect.arrayContaining(['default_transaction_read_only=on', 'statement_timeout=60s']));
    const switchedOff = await withRecipe('the recipe', 'reader', async () => [
      await attempt('SET default_transaction_read_only = off'),
      await attempt(`ALTER ROLE ${READER} SET default_transaction_read_only = off`),
    ]);
    expect(switchedOff).toMatchObject([{ ok: true }, { ok: true }]);
  });
});

describe(`the check query on ${PAGE}`, () => {
  const check = blockTitled('check-plumbline-reader.sql');
  type Report = Record<string, boolean | number | string>;
  const run = (setup: Setup) =>
    withRecipe(setup, 'reader', async () => (await db.query<Report>(check)).rows[0]);

  it('finds nothing open for the reader the recipe creates', async () => {
    const report = await run('the recipe');
    expect(Object.keys(report).length).toBeGreaterThan(5);
    for (const [column, value] of Object.entries(report)) expect([column, Number(value)]).toEqual([column, 0]);
  });

  it('names what the revokes close when they are left out', async () => {
    const report = await run('the grants without the revokes');
    expect(report).toMatchObject({ can_create_in_database: true, can_create_in_public: true, can_create_large_objects: true });
    expect(Number(report.routines_it_can_call)).toBeGreaterThanOrEqual(3);
  });
});

describe(`setting the password as ${PAGE} says`, () => {
  it('sets it with \\password in psql, after asking for scram-sha-256, outside any SQL block', () => {
    const session = blockTitled('psql, connected as an administrator', 'text').split('\n');
    const scram = session.findIndex((line) => /password_encryption\s*=\s*'scram-sha-256'/.test(line));
    const password = session.findIndex((line) => line.trim() === `\\password ${READER}`);
    expect(scram).toBeGreaterThanOrEqual(0);
    expect(password).toBeGreaterThan(scram);
  });

  it('has a storage check that tells scram-sha-256 from md5', async () => {
    const storage = blockTitled('check-password-storage.sql');
    const usesScram = (encryption: string) =>
      withRecipe('the recipe', 'superuser', async () => {
        await db.exec(`SET LOCAL password_encryption = '${encryption}'`);
        // What psql's \password sends is a hash made with this setting; the server hashes a plain one the same way.
        await db.exec(`ALTER ROLE ${READER} PASSWORD 'correct horse battery staple'`);
        return (await db.query<{ uses_scram: boolean }>(storage)).rows[0].uses_scram;
      });
    expect(await usesScram('scram-sha-256')).toBe(true);
    expect(await usesScram('md5')).toBe(false);
  });
});

describe('PGlite as the judge of privileges', () => {
  it('enforces them after SET ROLE, though it runs a single session as the superuser', async () => {
    await db.exec('BEGIN');
    try {
      await db.exec('CREATE ROLE nobody_in_particular; SET ROLE nobody_in_particular;');
      expect(await attempt('SELECT count(*) FROM team_d')).toMatchObject({ ok: false, code: INSUFFICIENT_PRIVILEGE });
    } finally {
      await db.exec('ROLLBACK');
    }
  });
});
