import { parse } from 'yaml';
import { classify, readMetadataFolder, type MetadataSource } from '../../../lib/examples/metadata-files';
import { joinOperands } from '../../../lib/examples/schema-references';

/*
 * Turns a metric of a semantics file into the SQL an agent runs for it, the way the metadata
 * pages describe: every [reference] resolved through the file's `source` imports to a physical
 * column, the metric's `filters` as a WHERE condition, and the joins the schema files declare to
 * reach every table the metric and the grouping need. Tests run the result on the sample database
 * to check that each metric gives what a reader means at every level.
 */

/** One table of a schema file, with what the resolver needs to reach it and name its columns. */
export interface SchemaTable {
  table: string;
  /** Column key -> physical column name. */
  columns: Map<string, string>;
  primaryKey: string[];
  joins: { to: string; on: string }[];
}

export interface MetricDefinition {
  calculation: string;
  filters?: string;
}

export interface SemanticsFile {
  type: string;
  imports: { path: string; columns: string[]; metrics: string[]; attributes: string[] }[];
  metrics: Record<string, MetricDefinition>;
  attributes: Record<string, { include?: unknown[] }>;
}

export interface Metadata {
  /** Schema file name (without .yml) -> its first table. */
  schemaFiles: Map<string, SchemaTable>;
  /** Table name -> table. */
  tables: Map<string, SchemaTable>;
  semantics: Map<string, SemanticsFile>;
}

/** A grouping level: the physical column answers are grouped by, e.g. team_d.conference. */
export interface Level {
  name: string;
  table: string;
  column: string;
}

/** The query for a metric, or why the level cannot be reached from the metric's table. */
export type MetricQuery = { sql: string; baseTable: string } | { unreachable: string };

type Row = Record<string, unknown>;
const record = (v: unknown): Row => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Row) : {});
const names = (v: unknown): string[] => (Array.isArray(v) ? v.map(String) : []);

/** Reads metadata files given as text; files that are not schema or semantics files are ignored. */
export function readMetadata(sources: readonly MetadataSource[]): Metadata {
  const metadata: Metadata = { schemaFiles: new Map(), tables: new Map(), semantics: new Map() };
  for (const source of sources) {
    const place = classify(source.path);
    const data = record(parse(source.text));
    if (place?.kind === 'schema') {
      const info = record(Array.isArray(data.table_info) ? data.table_info[0] : undefined);
      const columns = Object.entries(record(data.columns));
      const table: SchemaTable = {
        table: String(info.table),
        columns: new Map(columns.map(([key, c]) => [key, String(record(c).column ?? key)])),
        primaryKey: columns.filter(([, c]) => record(c).primary_key === true).map(([key]) => key),
        joins: (Array.isArray(info.joins) ? info.joins : []).map((j) => ({
          to: String(record(j).join),
          on: String(record(j).on),
        })),
      };
      metadata.schemaFiles.set(place.name, table);
      metadata.tables.set(table.table, table);
    } else if (place?.kind === 'semantics') {
      metadata.semantics.set(place.name, {
        type: String(data.type),
        imports: Object.entries(record(data.source)).map(([path, lists]) => ({
          path,
          columns: names(record(lists).columns),
          metrics: names(record(lists).metrics),
          attributes: names(record(lists).attributes),
        })),
        metrics: record(data.metrics) as Record<string, MetricDefinition>,
        attributes: record(data.attributes) as SemanticsFile['attributes'],
      });
    }
  }
  return metadata;
}

export const readMetadataFromFolder = (dir: string): Metadata => readMetadata(readMetadataFolder(dir));

/** Every metric of every semantics file, in file order. */
export function listMetrics(metadata: Metadata): { file: string; metric: string }[] {
  return [...metadata.semantics].flatMap(([file, s]) => Object.keys(s.metrics).map((metric) => ({ file, metric })));
}

/**
 * The SQL for `metric` of `semantics/<file>.yml`, grouped by `level` (no level: the whole data,
 * one row). The query returns the columns `level` and `value`.
 */
export function metricSql(metadata: Metadata, file: string, metric: string, level?: Level): MetricQuery {
  const semantics = metadata.semantics.get(file);
  const definition = semantics?.metrics[metric];
  if (!semantics || !definition) throw new Error(`semantics/${file}.yml defines no metric "${metric}"`);
  const used = new Set<string>();
  const value = expand(metadata, file, definition.calculation, used);
  const where = definition.filters ? expand(metadata, file, definition.filters, used) : undefined;
  const base = baseTable(metadata, file);
  if (level) {
    if (!metadata.tables.get(level.table)?.columns.has(level.column))
      throw new Error(`level ${level.name}: ${level.table}.${level.column} is not a column in the schema files`);
    if (!pathTo(metadata, base, level.table))
      return { unreachable: `no join path from ${base} to ${level.table} in the schema files` };
    used.add(level.table);
  }
  const joins: string[] = [];
  const joined = new Set([base]);
  for (const table of used) {
    const path = pathTo(metadata, base, table);
    if (!path) throw new Error(`semantics/${file}.yml: ${metric} uses ${table}, which no join leads to from ${base}`);
    for (const hop of path) {
      if (joined.has(hop.to)) continue;
      joined.add(hop.to);
      joins.push(`JOIN ${hop.to} ON ${hop.on}`);
    }
  }
  const key = level ? `${level.table}.${level.column}` : 'NULL';
  const sql = [
    `SELECT ${key} AS level, ${value} AS value`,
    `FROM ${base}`,
    ...joins,
    ...(where ? [`WHERE ${where}`] : []),
    ...(level ? [`GROUP BY ${key}`] : []),
  ].join('\n');
  return { sql, baseTable: base };
}

/** Replaces each [name] with table.column, or with the parenthesised calculation of a metric. */
function expand(metadata: Metadata, file: string, expression: string, used: Set<string>, depth = 0): string {
  if (depth > 10) throw new Error(`semantics/${file}.yml: metrics refer to each other in a loop`);
  return expression.replace(/\[([^\]]+)\]/g, (_, raw: string) => {
    const target = resolve(metadata, file, raw.trim());
    if ('table' in target) {
      used.add(target.table);
      return `${target.table}.${target.column}`;
    }
    if (target.definition.filters)
      throw new Error(`semantics/${file}.yml: [${raw}] is a metric with its own filters, which cannot be inlined`);
    return `(${expand(metadata, target.file, target.definition.calculation, used, depth + 1)})`;
  });
}

type Resolved = { table: string; column: string } | { file: string; definition: MetricDefinition };

function resolve(metadata: Metadata, file: string, name: string): Resolved {
  const semantics = metadata.semantics.get(file);
  if (!semantics) throw new Error(`semantics/${file}.yml does not exist`);
  if (semantics.metrics[name]) return { file, definition: semantics.metrics[name] };
  if (semantics.attributes[name]?.include)
    throw new Error(`semantics/${file}.yml: [${name}] is a bundle of columns, not one value`);
  // An attribute that is not a bundle overrides the imported column of the same name.
  for (const imported of semantics.imports) {
    const [layer, target] = imported.path.split('.');
    if (layer === 'schema' && imported.columns.includes(name)) {
      const table = metadata.schemaFiles.get(target);
      if (!table) throw new Error(`semantics/${file}.yml imports schema/${target}.yml, which does not exist`);
      return { table: table.table, column: table.columns.get(name) ?? name };
    }
    if (layer === 'semantics' && imported.attributes.includes(name)) return resolve(metadata, target, name);
    if (layer === 'semantics' && imported.metrics.includes(name)) return resolve(metadata, target, name);
  }
  throw new Error(`semantics/${file}.yml: [${name}] is neither imported nor defined`);
}

/**
 * The table a file's metrics are computed on: the first table it imports columns from from which
 * every other imported table is reachable through declared joins (player_game_stats_f, not game_f).
 */
function baseTable(metadata: Metadata, file: string): string {
  const tables = (metadata.semantics.get(file)?.imports ?? []).flatMap((i) => {
    const [layer, target] = i.path.split('.');
    const table = layer === 'schema' && i.columns.length > 0 ? metadata.schemaFiles.get(target)?.table : undefined;
    return table ? [table] : [];
  });
  const base = tables.find((t) => tables.every((other) => other === t || pathTo(metadata, t, other)));
  if (!base) throw new Error(`semantics/${file}.yml: no imported table reaches all the others through joins`);
  return base;
}

/**
 * The shortest chain of declared joins from `from` to `to`, each hop following a join from the
 * table that declares it (the many side) to the table it names, so a hop never multiplies rows.
 */
function pathTo(metadata: Metadata, from: string, to: string): { to: string; on: string }[] | undefined {
  const queue: { table: string; path: { to: string; on: string }[] }[] = [{ table: from, path: [] }];
  const seen = new Set([from]);
  while (queue.length > 0) {
    const { table, path } = queue.shift()!;
    if (table === to) return path;
    for (const next of new Set(metadata.tables.get(table)?.joins.map((j) => j.to) ?? [])) {
      if (seen.has(next) || !metadata.tables.has(next)) continue;
      seen.add(next);
      queue.push({ table: next, path: [...path, { to: next, on: joinCondition(metadata, table, next) }] });
    }
  }
  return undefined;
}

/**
 * The condition for a hop, with the role rule of the schema-layer page: of several joins to one
 * table, the one through a column named like that table's key is the default role; when there is
 * none, every role is a candidate (the Celtics' games are those they played home or away).
 */
export function joinCondition(metadata: Metadata, from: string, to: string): string {
  const joins = metadata.tables.get(from)?.joins.filter((j) => j.to === to) ?? [];
  if (joins.length === 1) return joins[0].on;
  const key = new Set(metadata.tables.get(to)?.primaryKey ?? []);
  const own = joins.filter((j) => joinOperands(j.on).some((o) => o.table === from && key.has(o.column)));
  if (own.length === 1) return own[0].on;
  return joins.map((j) => `(${j.on})`).join(' OR ');
}
