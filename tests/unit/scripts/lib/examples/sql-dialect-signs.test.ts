import { describe, expect, it } from 'vitest';
import { otherDialectSigns } from '@/scripts/lib/examples/sql-dialect-signs';

describe('otherDialectSigns', () => {
  it.each([
    ['MySQL', "CREATE USER 'reader'@'%' IDENTIFIED BY 'secret';"],
    ['MySQL or BigQuery', 'SELECT * FROM `project.dataset.games`;'],
    ['Snowflake', 'USE WAREHOUSE reporting;'],
    ['Snowflake', 'GRANT ROLE reader TO USER svc;'],
    ['BigQuery', 'SELECT SAFE_DIVIDE(points, games) FROM t;'],
    ['Redshift', 'CREATE TABLE t (id INT) DISTKEY (id);'],
    ['SQL Server or Synapse', 'SELECT TOP 5 * FROM game_f;'],
    ['Snowflake, Redshift or SQL Server', 'SELECT DATEADD(day, 1, game_date) FROM game_f;'],
  ])('finds %s in %s', (dialect, sql) => {
    expect(otherDialectSigns(sql).map((sign) => sign.dialect)).toContain(dialect);
  });

  it('finds nothing in PostgreSQL, even with arrays, dollar quotes and another engine named in a comment', () => {
    const sql = [
      "-- Unlike MySQL's AUTO_INCREMENT or SELECT TOP 5, PostgreSQL uses identity columns and LIMIT.",
      '/* USE WAREHOUSE is Snowflake */',
      'CREATE TABLE t (id INTEGER GENERATED ALWAYS AS IDENTITY, tags TEXT[]);',
      "SELECT ARRAY[1, 2][1], 'it''s' || \"id\" FROM t WHERE game_date > CURRENT_DATE - INTERVAL '1 day' LIMIT 5;",
      'CREATE FUNCTION f() RETURNS integer LANGUAGE sql AS $$ SELECT 1 $$;',
    ].join('\n');
    expect(otherDialectSigns(sql)).toEqual([]);
  });
});
