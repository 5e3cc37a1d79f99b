import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSampleDatabase } from '@/scripts/lib/examples/sample-database';
import {
  collectSqlBlocks,
  OTHER_DIALECTS,
  SQL_META_KEYS,
  sqlBlockKind,
  sqlBlockName,
  type SqlBlock,
} from '@/scripts/lib/examples/sql-blocks';
import { otherDialectSigns } from '@/scripts/lib/examples/sql-dialect-signs';

/*
 * "every SQL block on every page runs": a reader who copies a ```sql block from the docs
 * or the blog onto the NBA sample gets what the page says. Each page's blocks run in page order,
 * as a reader following it would, inside one transaction rolled back at the end of the page; each
 * block in a savepoint, so one failure does not hide the next.
 */

/**
 * How many blocks may be shown without being run. `dialect`: one recipe per other source the
 * docs cover (MySQL, Snowflake, BigQuery, Redshift, Synapse) and Snowflake's network policy.
 * `not-run`: PostgreSQL that cannot run on the sample as written (the read-only recipe names the
 * quick start's database; its own test runs it). Raise one only for a block that truly cannot run.
 */
const MAX_SKIPPED = { dialect: 6, 'not-run': 1 };

const blocks = collectSqlBlocks();
const pages = new Map<string, SqlBlock[]>();
for (const block of blocks) pages.set(block.file, [...(pages.get(block.file) ?? []), block]);
const SAVEPOINT = 'docs_sql_block';

let db: PGlite;
beforeAll(async () => {
  db = await openSampleDatabase();
});
afterAll(async () => db?.close());

describe('the ```sql blocks of the docs and the blog', () => {
  it('are found on the pages that hold SQL', () => {
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining(['content/docs/security.md', 'content/docs/data-modeling/etl_guidelines.md']),
    );
  });

  it('are skipped (dialect or not-run) only a few times', () => {
    for (const kind of ['dialect', 'not-run'] as const) {
      const skipped = blocks.filter((block) => sqlBlockKind(block) === kind);
      const list = skipped.map((block) => `  ${sqlBlockName(block)}: ${block.dialect ?? block.notRun}`).join('\n');
      expect(
        skipped.length,
        `${skipped.length} blocks are marked ${kind}, at most ${MAX_SKIPPED[kind]} may be:\n${list}`,
      ).toBeLessThanOrEqual(MAX_SKIPPED[kind]);
    }
  });
});

for (const [file, pageBlocks] of pages) {
  describe(file, () => {
    beforeAll(async () => {
      await db.exec('BEGIN');
    });
    afterAll(async () => {
      await db.exec('ROLLBACK');
    });

    for (const block of pageBlocks) {
      it(`${sqlBlockName(block)} (${sqlBlockKind(block)})`, async () => {
        checkMeta(block);
        switch (sqlBlockKind(block)) {
          case 'dialect':
            expect(
              OTHER_DIALECTS,
              `${sqlBlockName(block)}: dialect="${block.dialect}" is not one of ${OTHER_DIALECTS.join(', ')}`,
            ).toContain(block.dialect);
            return;
          case 'not-run':
            expect(
              block.notRun!.trim().split(/\s+/).length,
              `${sqlBlockName(block)}: not-run must give the reason in a few words, not "${block.notRun}"`,
            ).toBeGreaterThanOrEqual(3);
            return;
          case 'expect-error': {
            const error = await runInSavepoint(block);
            expect(
              error,
              `${sqlBlockName(block)} is marked expect-error="${block.expectError}" but ran without error`,
            ).toBeDefined();
            expect(error, `${sqlBlockName(block)} failed with another error than expect-error says`).toContain(
              block.expectError,
            );
            return;
          }
          case 'runs': {
            const signs = otherDialectSigns(block.body).map((sign) => `${sign.found} (${sign.dialect})`);
            expect(
              signs,
              `${sqlBlockName(block)} looks written for another engine: mark it dialect="..." or write it for PostgreSQL`,
            ).toEqual([]);
            expect(await runInSavepoint(block), `${sqlBlockName(block)} must run on the NBA sample`).toBeUndefined();
          }
        }
      });
    }
  });
}

/** Meta a reader never sees, so a typo in it would silently turn a check off. */
function checkMeta(block: SqlBlock): void {
  const name = sqlBlockName(block);
  expect(
    block.unknownMeta,
    `${name}: unknown meta; a \`\`\`sql block takes only ${SQL_META_KEYS.map((key) => `${key}="..."`).join(', ')}`,
  ).toEqual([]);
  const modes = (['expectError', 'dialect', 'notRun'] as const).filter((key) => block[key] !== undefined);
  expect(modes.length, `${name}: expect-error, dialect and not-run exclude each other`).toBeLessThanOrEqual(1);
  if (block.expectError !== undefined)
    expect(block.expectError.trim(), `${name}: expect-error needs the text of the error`).not.toBe('');
  const metaCommand = block.body.split('\n').find((line) => line.trim().startsWith('\\'));
  expect(
    metaCommand,
    `${name}: "${metaCommand?.trim()}" is a psql command, not SQL: put it in a \`\`\`text block`,
  ).toBeUndefined();
}

/**
 * Runs the block in a savepoint and returns PostgreSQL's error message, with the file line it
 * points at, or undefined when it ran. A failed block is rolled back to the savepoint so the
 * page's later blocks still run; a block that ends the page's transaction itself fails the test.
 */
async function runInSavepoint(block: SqlBlock): Promise<string | undefined> {
  await db.exec(`SAVEPOINT ${SAVEPOINT}`);
  let failure: string | undefined;
  try {
    await db.exec(block.body);
  } catch (error) {
    failure = describeError(block, error as Error & { position?: string });
  }
  try {
    await db.exec(
      failure === undefined
        ? `RELEASE SAVEPOINT ${SAVEPOINT}`
        : `ROLLBACK TO SAVEPOINT ${SAVEPOINT}; RELEASE SAVEPOINT ${SAVEPOINT}`,
    );
  } catch {
    await db.exec('BEGIN');
    throw new Error(
      `${sqlBlockName(block)} ends the page's transaction (COMMIT, ROLLBACK or END): blocks run inside one, so show transaction control in prose`,
    );
  }
  return failure;
}

function describeError(block: SqlBlock, error: Error & { position?: string }): string {
  const position = Number(error.position);
  if (!position) return `PostgreSQL: ${error.message}`;
  const line = block.line + block.body.slice(0, position - 1).split('\n').length;
  return `PostgreSQL: ${error.message} (at ${block.file}:${line})`;
}
