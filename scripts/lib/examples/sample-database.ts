import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runPsqlScript } from './psql-script';
import { SAMPLE_DIR } from './sample-data/generate.mjs';

/** The five sample tables, each loaded before any table whose foreign keys point at it. */
export const SAMPLE_TABLES = ['team_d', 'game_f', 'player_d', 'player_game_stats_f', 'team_game_stats_f'] as const;

/**
 * An in-process PostgreSQL (PGlite, PostgreSQL compiled to WebAssembly) holding the NBA sample
 * exactly as a reader loads it: the committed create_tables.sql, then load.sql, both through
 * runPsqlScript (its `\copy` lines read data/*.csv). Nothing to install, so the docs' SQL runs in
 * `npm test`. Takes about 3 s; open one per test file and close it in afterAll.
 */
export async function openSampleDatabase(root = process.cwd()): Promise<PGlite> {
  const dir = path.join(root, SAMPLE_DIR);
  const db = await PGlite.create();
  const readFile = (rel: string) => new Uint8Array(fs.readFileSync(path.join(dir, rel)));
  await runPsqlScript(db, fs.readFileSync(path.join(dir, 'create_tables.sql'), 'utf8'), readFile);
  await runPsqlScript(db, fs.readFileSync(path.join(dir, 'load.sql'), 'utf8'), readFile);
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
