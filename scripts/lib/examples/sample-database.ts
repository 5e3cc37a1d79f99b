import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SAMPLE_DIR } from './sample-data/generate.mjs';

/** The five sample tables in load order: every foreign key points at a table loaded before it. */
export const SAMPLE_TABLES = ['team_d', 'game_f', 'player_d', 'player_game_stats_f', 'team_game_stats_f'] as const;

/**
 * An in-process PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly) holding the NBA sample
 * exactly as a reader loads it: the committed create_tables.sql, then each CSV of data/ through
 * COPY with the options load.sql gives psql. Nothing to install, so the docs' SQL runs in `npm test`.
 * Takes about 3 s; open one per test file and close it in afterAll.
 */
export async function openSampleDatabase(root = process.cwd()): Promise<PGlite> {
  const dir = path.join(root, SAMPLE_DIR);
  const db = await PGlite.create();
  await db.exec(fs.readFileSync(path.join(dir, 'create_tables.sql'), 'utf8'));
  for (const table of SAMPLE_TABLES) {
    const csv = fs.readFileSync(path.join(dir, 'data', `${table}.csv`));
    const header = csv.subarray(0, csv.indexOf(10)).toString('utf8').trim();
    await db.query(`COPY ${table} (${header}) FROM '/dev/blob' WITH (FORMAT csv, HEADER true)`, [], { blob: new Blob([csv]) });
  }
  await db.exec('ANALYZE');
  return db;
}

/**
 * Runs `work` inside a transaction that is always rolled back, so a statement that writes (an
 * INSERT in an ETL example, a CREATE ROLE in a recipe) leaves the sample as it was for the next.
 */
export async function inRolledBackTransaction<T>(db: PGlite, work: (tx: PGlite) => Promise<T>): Promise<T> {
  await db.exec('BEGIN');
  try {
    return await work(db);
  } finally {
    await db.exec('ROLLBACK');
  }
}
