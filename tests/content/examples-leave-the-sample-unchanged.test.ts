import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSampleDatabase, SAMPLE_TABLES } from '@/scripts/lib/examples/sample-database';
import { sqlBlockKind, sqlBlockName, sqlBlocksOfPage } from '@/scripts/lib/examples/sql-blocks';

/*
 * The data-modeling pages have the reader create and change tables on the NBA sample. Here a
 * reader follows both pages in one session, every block in page order and committed as it runs,
 * with no transaction around the page to undo what it did. After each page the sample must be as
 * the quick start made it: its five tables alone in public, defined as before, every row the same,
 * and no schema of the examples left behind.
 */
const PAGES = ['content/docs/data-modeling/data_transformation.md', 'content/docs/data-modeling/etl_guidelines.md'];

/** What the quick start's database looks like to a reader: the parts a page must not change. */
interface SampleState {
  schemas: string[];
  publicTables: string[];
  otherPublicRelations: string[];
  definitions: string[];
  /** Per public table: its row count and an md5 of all its rows in a fixed order. */
  rows: Record<string, string>;
}

let db: PGlite;
let start: SampleState;
beforeAll(async () => {
  db = await openSampleDatabase();
  start = await sampleState();
});
afterAll(async () => db?.close());

const column = async (sql: string) => (await db.query<{ v: string }>(sql)).rows.map((row) => row.v);

async function sampleState(): Promise<SampleState> {
  const inPublic = "c.relnamespace = 'public'::regnamespace";
  const publicTables = await column(
    `SELECT c.relname AS v FROM pg_class AS c WHERE ${inPublic} AND c.relkind IN ('r', 'p', 'v', 'm', 'f') ORDER BY 1`,
  );
  const rows: Record<string, string> = {};
  for (const table of publicTables) {
    const [state] = await column(
      `SELECT COUNT(*) || ' rows, md5 ' || md5(COALESCE(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS v FROM public."${table}" AS t`,
    );
    rows[table] = state;
  }
  return {
    schemas: await column(
      `SELECT nspname AS v FROM pg_namespace WHERE nspname <> 'information_schema' AND nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
    ),
    publicTables,
    otherPublicRelations: await column(
      `SELECT c.relname || ' (' || c.relkind::text || ')' AS v FROM pg_class AS c WHERE ${inPublic} AND c.relkind NOT IN ('r', 'p', 'v', 'm', 'f') ORDER BY 1`,
    ),
    definitions: [
      ...(await column(
        `SELECT table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable || ' ' || COALESCE(column_default, '') AS v FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1`,
      )),
      ...(await column(
        `SELECT c.relname || ' ' || k.conname || ' ' || pg_get_constraintdef(k.oid) AS v FROM pg_constraint AS k JOIN pg_class AS c ON c.oid = k.conrelid WHERE ${inPublic} ORDER BY 1`,
      )),
    ],
    rows,
  };
}

/** Columns of any schema but the system's that hold a moment in time without its zone. */
const zonelessTimestamps = () =>
  column(`SELECT table_schema || '.' || table_name || '.' || column_name AS v FROM information_schema.columns
          WHERE data_type = 'timestamp without time zone' AND table_schema <> 'information_schema' AND table_schema NOT LIKE 'pg\\_%' ORDER BY 1`);

describe('the NBA sample as the quick start loads it', () => {
  it('has the five sample tables, alone, in public', () => {
    expect(start.publicTables).toEqual([...SAMPLE_TABLES].sort());
    expect(start.schemas).toEqual(['public']);
  });
});

for (const page of PAGES) {
  describe(`${page}, followed on the sample`, () => {
    const failures: string[] = [];
    // Each zoneless column, with the block after which it first appeared.
    const zoneless = new Map<string, string>();
    let end: SampleState;
    beforeAll(async () => {
      for (const block of sqlBlocksOfPage(page)) {
        const kind = sqlBlockKind(block);
        if (kind === 'dialect' || kind === 'not-run') continue;
        const error = await db.exec(block.body).then(
          () => undefined,
          (e: Error) => e.message,
        );
        if (kind === 'runs' && error !== undefined) failures.push(`${sqlBlockName(block)}: ${error}`);
        if (kind === 'expect-error' && !error?.includes(block.expectError!))
          failures.push(`${sqlBlockName(block)}: expected "${block.expectError}", got ${error ?? 'no error'}`);
        for (const name of await zonelessTimestamps()) if (!zoneless.has(name)) zoneless.set(name, sqlBlockName(block));
      }
      end = await sampleState();
    });

    it('runs every block in page order without an error', () => {
      expect(failures).toEqual([]);
    });

    it('leaves the five sample tables alone in public, and no schema of its own behind', () => {
      expect(end.publicTables, 'a table the page creates must go in a schema of its own, dropped at the end').toEqual(
        start.publicTables,
      );
      expect(end.otherPublicRelations).toEqual(start.otherPublicRelations);
      expect(end.schemas, 'the page must drop the schemas it creates').toEqual(start.schemas);
    });

    it("leaves the sample tables' columns and constraints as they were", () => {
      expect(end.definitions).toEqual(start.definitions);
    });

    it('leaves every row of the sample as it was', () => {
      expect(end.rows).toEqual(start.rows);
    });

    it('stores moments in time with their time zone, as the types table of data_transformation.md advises', () => {
      expect([...zoneless].map(([name, block]) => `${name}, created by ${block}`)).toEqual([]);
    });
  });
}
