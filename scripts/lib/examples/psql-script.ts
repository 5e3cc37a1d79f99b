import type { PGlite } from '@electric-sql/pglite';

/** Reads a file a `\copy` line names, by its path as written in the script (e.g. `data/team_d.csv`). */
export type ReadScriptFile = (relPath: string) => Uint8Array<ArrayBuffer>;

const COPY_FROM_FILE = /^\\copy\s+(.+?)\s+FROM\s+'([^']+)'(.*)$/i;

/**
 * Runs a psql script such as the sample's load.sql on PGlite, which has no psql: each `\copy ...
 * FROM 'file'` becomes `COPY ... FROM '/dev/blob'` with the file as the blob, `\set ON_ERROR_STOP`
 * is what PGlite does anyway (the first error throws), and every other statement runs as written.
 * Any other meta-command throws, so a script that grows one is not silently half-run.
 */
export async function runPsqlScript(db: PGlite, script: string, readFile: ReadScriptFile): Promise<void> {
  let statement = '';
  for (const line of script.split('\n')) {
    const trimmed = line.trim();
    if (trimmed.startsWith('\\')) {
      await runMetaCommand(db, trimmed, readFile);
      continue;
    }
    if (trimmed === '' || trimmed.startsWith('--')) continue;
    statement += `${line}\n`;
    if (trimmed.endsWith(';')) {
      await db.exec(statement);
      statement = '';
    }
  }
  if (statement.trim())
    throw new Error(`The script ends inside a statement with no closing semicolon: ${statement.trim()}`);
}

async function runMetaCommand(db: PGlite, line: string, readFile: ReadScriptFile): Promise<void> {
  if (/^\\set\s+ON_ERROR_STOP\s+on$/i.test(line)) return;
  const copy = COPY_FROM_FILE.exec(line);
  if (!copy) throw new Error(`runPsqlScript cannot run the psql meta-command: ${line}`);
  const [, target, file, options] = copy;
  await db.query(`COPY ${target} FROM '/dev/blob'${options}`, [], { blob: new Blob([readFile(file)]) });
}
