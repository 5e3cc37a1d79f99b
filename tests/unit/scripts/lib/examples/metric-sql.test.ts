import { describe, expect, it } from 'vitest';
import { metricSql, readMetadata, type Metadata } from '@/scripts/lib/examples/metric-sql';

/*
 * The resolver that turns a metric into the SQL the product runs: it must follow the imports, the
 * joins and the role rule the metadata pages state, or the by-level test checks the wrong query.
 */
const schema = (table: string, columns: Record<string, string>, joins: string[] = []) =>
  [
    'subject_area: shop',
    'table_info:',
    `  - table: ${table}`,
    ...(joins.length
      ? ['    joins:', ...joins.map((j) => `      - {join: ${j.split(':')[0]}, on: "${j.split(':')[1]}"}`)]
      : []),
    'columns:',
    ...Object.entries(columns).map(([name, flags]) => `  ${name}: {type: INTEGER${flags}}`),
  ].join('\n');

/** A small shop: order lines (one row per order and product) with a billing and a shipping customer. */
const sources = {
  'schema/lines_f.yml': schema(
    'lines_f',
    {
      order_id: ', primary_key: true',
      product_id: ', primary_key: true',
      customer_id: ', foreign_key: true',
      ship_to_id: ', foreign_key: true',
      amount: '',
      order_day: ', foreign_key: true',
    },
    [
      'customer_d:lines_f.customer_id = customer_d.customer_id',
      'customer_d:lines_f.ship_to_id = customer_d.customer_id',
      'day_d:lines_f.order_day = day_d.day_id',
    ],
  ),
  'schema/customer_d.yml': schema('customer_d', { customer_id: ', primary_key: true', region: '' }),
  'schema/day_d.yml': schema('day_d', { day_id: ', primary_key: true', year: '' }),
  'schema/visits_f.yml': schema(
    'visits_f',
    { visit_id: ', primary_key: true', billing_id: ', foreign_key: true', delivery_id: ', foreign_key: true' },
    [
      'customer_d:visits_f.billing_id = customer_d.customer_id',
      'customer_d:visits_f.delivery_id = customer_d.customer_id',
    ],
  ),
  'semantics/customers.yml':
    'folder: shop\ntype: dimension\nsource:\n  schema.customer_d:\n    columns: [customer_id, region]\nattributes:\n  region: {name: Region}\n',
  'semantics/sales.yml': [
    'folder: shop',
    'type: fact',
    'source:',
    '  schema.day_d:',
    '    columns: [year]',
    '  schema.lines_f:',
    '    columns: [order_id, amount]',
    '  semantics.customers:',
    '    attributes: [region]',
    'metrics:',
    '  revenue: {calculation: "SUM([amount])"}',
    '  orders: {calculation: "COUNT(DISTINCT [order_id])"}',
    '  order_value: {calculation: "1.0 * [revenue] / [orders]"}',
    '  north_revenue: {calculation: "SUM([amount])", filters: "[region] = \'North\'"}',
    '  recent_revenue: {calculation: "SUM([amount])", filters: "[year] >= 2024"}',
    '  broken: {calculation: "SUM([amont])"}',
  ].join('\n'),
  'semantics/visits.yml':
    'folder: shop\ntype: fact\nsource:\n  schema.visits_f:\n    columns: [visit_id]\nmetrics:\n  visit_count: {calculation: "COUNT([visit_id])"}\n',
};
const metadata: Metadata = readMetadata(
  Object.entries(sources).map(([p, text]) => ({ path: p, displayPath: p, text })),
);
const sql = (file: string, metric: string, level?: { name: string; table: string; column: string }) => {
  const query = metricSql(metadata, file, metric, level);
  if (!('sql' in query)) throw new Error(query.unreachable);
  return query.sql;
};
const byRegion = { name: 'region', table: 'customer_d', column: 'region' };

describe('metricSql', () => {
  it('resolves a column reference to table.column on the table the file measures, whatever the import order', () => {
    expect(sql('sales', 'revenue')).toBe('SELECT NULL AS level, SUM(lines_f.amount) AS value\nFROM lines_f');
  });

  it('inlines a metric of the same file, in parentheses', () => {
    expect(sql('sales', 'order_value')).toContain(
      '1.0 * (SUM(lines_f.amount)) / (COUNT(DISTINCT lines_f.order_id)) AS value',
    );
  });

  it('turns filters into WHERE, joining the table of an attribute imported from another semantics file', () => {
    expect(sql('sales', 'north_revenue')).toContain("WHERE customer_d.region = 'North'");
    expect(sql('sales', 'recent_revenue')).toContain(
      'JOIN day_d ON lines_f.order_day = day_d.day_id\nWHERE day_d.year >= 2024',
    );
  });

  it('groups by a level through the join whose column is named like the joined key (the default role)', () => {
    expect(sql('sales', 'revenue', byRegion)).toBe(
      'SELECT customer_d.region AS level, SUM(lines_f.amount) AS value\nFROM lines_f\nJOIN customer_d ON lines_f.customer_id = customer_d.customer_id\nGROUP BY customer_d.region',
    );
  });

  it('takes every role as a candidate when no join column is named like the key', () => {
    expect(sql('visits', 'visit_count', byRegion)).toContain(
      'JOIN customer_d ON (visits_f.billing_id = customer_d.customer_id) OR (visits_f.delivery_id = customer_d.customer_id)',
    );
  });

  it('reports a level that no declared join reaches, since joins lead from the many side only', () => {
    expect(metricSql(metadata, 'visits', 'visit_count', { name: 'year', table: 'day_d', column: 'year' })).toEqual({
      unreachable: 'no join path from visits_f to day_d in the schema files',
    });
  });

  it('fails loudly on a reference that resolves to nothing, and on a level column that does not exist', () => {
    expect(() => sql('sales', 'broken')).toThrow('semantics/sales.yml: [amont] is neither imported nor defined');
    expect(() => sql('sales', 'revenue', { name: 'x', table: 'customer_d', column: 'city' })).toThrow(
      'customer_d.city is not a column',
    );
  });
});
