// @ts-check

/**
 * PostgreSQL DDL and a psql load script written from the schema YAML files, so the tables a
 * reader creates always have exactly the columns, types and keys the metadata describes.
 * @typedef {{ table: string, columns: { name: string, type: string, nullable: boolean, primaryKey: boolean }[], foreignKeys: { column: string, table: string, target: string }[] }} TableDefinition
 */

const OPERANDS = /\b([A-Za-z_]\w*)\.([A-Za-z_]\w*)\s*=\s*([A-Za-z_]\w*)\.([A-Za-z_]\w*)/;

/**
 * @param {Record<string, any>[]} schemaFiles parsed schema YAML, one table each
 * @returns {TableDefinition[]} in an order where every referenced table comes first
 */
export function tableDefinitions(schemaFiles) {
  const defs = schemaFiles.map((file) => {
    const info = file.table_info[0];
    const columns = Object.entries(file.columns ?? {}).map(([name, c]) => ({
      name: c.column ?? name,
      type: c.type,
      // A column may be NULL only where its description says what an empty value means.
      nullable: /\bempty\b/i.test(c.desc ?? ''),
      primaryKey: c.primary_key === true,
    }));
    return { table: info.table, columns, joins: /** @type {{ join: string, on: string }[]} */ (info.joins ?? []) };
  });
  const primaryKeys = new Map(defs.map((d) => [d.table, d.columns.filter((c) => c.primaryKey).map((c) => c.name)]));
  const withKeys = defs.map(({ table, columns, joins }) => ({
    table,
    columns,
    foreignKeys: joins.flatMap(({ on }) => {
      const m = OPERANDS.exec(on);
      if (!m) return [];
      const [, leftTable, leftColumn, rightTable, rightColumn] = m;
      const [column, target, targetColumn] =
        leftTable === table ? [leftColumn, rightTable, rightColumn] : [rightColumn, leftTable, leftColumn];
      const targetKey = primaryKeys.get(target) ?? [];
      return targetKey.length === 1 && targetKey[0] === targetColumn
        ? [{ column, table: target, target: targetColumn }]
        : [];
    }),
  }));
  /** @type {TableDefinition[]} */
  const ordered = [];
  const visit = (/** @type {TableDefinition} */ def) => {
    if (ordered.includes(def)) return;
    for (const fk of def.foreignKeys) {
      const target = withKeys.find((d) => d.table === fk.table);
      if (target && target !== def) visit(target);
    }
    ordered.push(def);
  };
  [...withKeys].sort((a, b) => a.table.localeCompare(b.table)).forEach(visit);
  return ordered;
}

const HEADER = [
  '-- NBA SAMPLE DATA for the documentation quick start. Team names, conferences, divisions and',
  '-- arenas are real; players, games and every statistic are invented by a seeded generator.',
  '-- Written by scripts/generate-nba-sample.mjs from the schema files in content/examples/nba/schema;',
  '-- edit those and run the script instead of editing this file.',
];

/** @param {TableDefinition[]} defs */
export function createTablesSql(defs) {
  const drops = `DROP TABLE IF EXISTS ${[...defs]
    .reverse()
    .map((d) => d.table)
    .join(', ')};`;
  const creates = defs.map((def) => {
    const lines = def.columns.map((c) => `  ${c.name} ${c.type}${c.nullable ? '' : ' NOT NULL'}`);
    const key = def.columns.filter((c) => c.primaryKey).map((c) => c.name);
    if (key.length > 0) lines.push(`  PRIMARY KEY (${key.join(', ')})`);
    for (const fk of def.foreignKeys) lines.push(`  FOREIGN KEY (${fk.column}) REFERENCES ${fk.table} (${fk.target})`);
    return `CREATE TABLE ${def.table} (\n${lines.join(',\n')}\n);`;
  });
  return [
    ...HEADER,
    '-- Run it as the role that is to own the tables: it drops the five sample tables if they exist',
    '-- and creates them again, inside one transaction, so a run that fails keeps the tables it found.',
    '',
    '\\set ON_ERROR_STOP on',
    'BEGIN;',
    drops,
    '',
    creates.join('\n\n'),
    'COMMIT;',
    '',
  ].join('\n');
}

/**
 * The psql script that fills the tables from data/*.csv. It empties them first, in the same
 * transaction, so a reader can run it again (after editing a CSV, or after a load that stopped
 * half-way) without a duplicate-key error, and a failed run keeps the rows of the last good one.
 * @param {TableDefinition[]} defs in load order, as tableDefinitions returns them
 */
export function loadSql(defs) {
  const copies = defs.map(
    (def) =>
      `\\copy ${def.table} (${def.columns.map((c) => c.name).join(', ')}) FROM 'data/${def.table}.csv' WITH (FORMAT csv, HEADER true)`,
  );
  // One statement for all five: PostgreSQL refuses to truncate a table another table's foreign
  // key points at unless that table is emptied by the same statement. Listed in reverse load
  // order, as create_tables.sql drops them.
  const truncate = `TRUNCATE ${[...defs]
    .reverse()
    .map((d) => d.table)
    .join(', ')};`;
  return [
    ...HEADER,
    '-- Run it with psql from the folder that holds data/, after create_tables.sql:',
    '--   psql -d nba -f create_tables.sql -f load.sql',
    '-- It empties the five tables before copying, inside one transaction, so it can be run again',
    '-- on its own: a run that fails changes nothing.',
    '',
    '\\set ON_ERROR_STOP on',
    'BEGIN;',
    truncate,
    ...copies,
    'COMMIT;',
    // Named tables only: a bare ANALYZE run by their owner warns once for every system catalogue it may not analyse.
    `ANALYZE ${defs.map((d) => d.table).join(', ')};`,
    '',
  ].join('\n');
}
