import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_DIR } from '@/scripts/lib/examples/sample-data/generate.mjs';
import { runPsqlScript, type ReadScriptFile } from '@/scripts/lib/examples/psql-script';
import { SAMPLE_TABLES } from '@/scripts/lib/examples/sample-database';

/*
 * The quick start loads the sample with `psql -f create_tables.sql -f load.sql`, and a reader
 * whose load stopped half-way (wrong folder, lost connection) runs load.sql again on its own.
 * Here load.sql runs as written, on a database that create_tables.sql set up, \copy lines read
 * from the committed CSV files.
 */
const dir = path.join(process.cwd(), SAMPLE_DIR);
const loadSql = fs.readFileSync(path.join(dir, 'load.sql'), 'utf8');
const readCsv: ReadScriptFile = (rel) => fs.readFileSync(path.join(dir, rel));
const csvRows = (table: string) =>
  fs
    .readFileSync(path.join(dir, 'data', `${table}.csv`), 'utf8')
    .trim()
    .split('\n').length - 1;

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create();
  await runPsqlScript(db, fs.readFileSync(path.join(dir, 'create_tables.sql'), 'utf8'), readCsv);
});
afterAll(async () => db?.close());

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SAMPLE_TABLES)
    counts[table] = (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ${table}`)).rows[0].n;
  return counts;
}

describe(`${SAMPLE_DIR}/load.sql`, () => {
  it('loads every row of every CSV file', async () => {
    await runPsqlScript(db, loadSql, readCsv);
    expect(await rowCounts()).toEqual(Object.fromEntries(SAMPLE_TABLES.map((t) => [t, csvRows(t)])));
  });

  it('can be run a second time on its own and leaves the same rows, not a duplicate-key error', async () => {
    const before = await rowCounts();
    await runPsqlScript(db, loadSql, readCsv);
    expect(await rowCounts()).toEqual(before);
  });

  it('keeps the rows of the last good load when a run stops at a bad file', async () => {
    const before = await rowCounts();
    // The last table's file cut after its header and one half row: the COPY fails after the others succeeded.
    const brokenLast: ReadScriptFile = (rel) =>
      rel.endsWith(`${SAMPLE_TABLES.at(-1)}.csv`)
        ? readCsv(rel).subarray(0, readCsv(rel).indexOf(10) + 5)
        : readCsv(rel);
    await expect(runPsqlScript(db, loadSql, brokenLast)).rejects.toThrow();
    // psql stops there (ON_ERROR_STOP) and disconnects, which rolls the open transaction back.
    await db.exec('ROLLBACK');
    expect(await rowCounts()).toEqual(before);
  });
});
