// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { toCsv } from './csv.mjs';
import { createTablesSql, loadSql, tableDefinitions } from './sql.mjs';
import { buildSampleTables, SEASON_START_YEARS } from './tables.mjs';

/** Where the metadata lives and where the sample data is written, relative to the repository. */
export const METADATA_DIR = 'content/examples/nba';
export const SAMPLE_DIR = 'content/examples/nba-sample-data';

/**
 * Every file of the sample-data folder as text, keyed by its path inside the folder. Pure apart
 * from reading the schema files, so a test can compare it with what is committed.
 * @param {string} [root] the repository root
 * @returns {Map<string, string>}
 */
export function buildNbaSample(root = process.cwd()) {
  const schemaDir = path.join(root, METADATA_DIR, 'schema');
  const schemaFiles = fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.yml'))
    .sort()
    .map((f) => parse(fs.readFileSync(path.join(schemaDir, f), 'utf8')));
  const defs = tableDefinitions(schemaFiles);
  const tables = buildSampleTables();
  /** @type {Map<string, string>} */
  const files = new Map();
  files.set('README.txt', readme(tables));
  files.set('create_tables.sql', createTablesSql(defs));
  files.set('load.sql', loadSql(defs));
  for (const def of defs) {
    const rows = tables[/** @type {keyof typeof tables} */ (def.table)];
    if (!rows)
      throw new Error(
        `The sample has no rows for table "${def.table}" named in ${METADATA_DIR}/schema; add it to scripts/lib/examples/sample-data/tables.mjs.`,
      );
    files.set(
      `data/${def.table}.csv`,
      toCsv(
        def.columns.map((c) => c.name),
        rows,
      ),
    );
  }
  return files;
}

/** @param {ReturnType<typeof buildSampleTables>} tables */
function readme(tables) {
  const seasons = SEASON_START_YEARS.map((y) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`);
  const playoff = tables.game_f.filter((g) => g.season_type === 'Playoffs').length;
  return [
    'NBA SAMPLE DATA - invented, for learning only',
    '',
    'The 30 team names, conferences, divisions and home arenas are real. Every player, game,',
    'score and statistic is invented by a seeded generator, so the numbers describe no real season.',
    `Seasons ${seasons.join(' and ')}: each team plays 16 regular-season games a season, then the`,
    'top four teams of each conference play best-of-seven playoff series.',
    '',
    'Rows per table:',
    ...Object.entries(tables).map(([table, rows]) => `  ${table}: ${rows.length}`),
    `  (game_f holds ${tables.game_f.length - playoff} regular-season and ${playoff} playoff games)`,
    '',
    'Load it into an empty PostgreSQL database (version 13 or later) with psql, from this folder,',
    'connected as the role that is to own the tables (nba_loader in the documentation), not as a',
    'superuser. Set the connection once, then create the database and load it:',
    '  export PGHOST=your.db.host PGPORT=5432 PGUSER=nba_loader PGSSLMODE=require',
    '  createdb nba',
    '  psql -d nba -f create_tables.sql -f load.sql',
    '',
    'create_tables.sql drops and creates the five tables, and load.sql empties them and copies the',
    'CSV files in data/; each runs in one transaction, so a run that fails changes nothing. Either',
    'can be run again, as the same role: to reload the data after a failed or interrupted load, run',
    'load.sql on its own (psql -d nba -f load.sql). After the read-only user of the security page',
    'exists, a re-run keeps its access: the recipe there lets the owner create tables in schema',
    'public and makes every table the owner creates readable by the agent.',
    '',
  ].join('\n');
}
