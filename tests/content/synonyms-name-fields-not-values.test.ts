import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { listFiles } from '@/lib/content/files';
import { parseCsv } from '@/scripts/lib/examples/sample-data/csv.mjs';
import { blockName, collectYamlBlocks } from '@/tests/helpers/doc-yaml-blocks';

/*
 * A synonym tells the agent which metric or attribute a word leads to, and nothing more. So it
 * must be another name for the field itself: a word for one of its values ("away" on is_home,
 * "postseason" on season_type) would lead to the field without saying which value was meant,
 * and "at home" and "away" would lead to the same place. Every synonym in the example files and
 * in the YAML blocks of the docs pages is checked against the field's values: those stored in
 * the sample data, and those the pages and files name for it.
 */

/**
 * Words the pages and the files' descriptions use for the values of a field, by column name: the
 * descriptions of is_home and won say home or away and win or loss, season_type's the regular
 * season and the playoffs, position's guard, forward and center, and the retail pages list the
 * statuses, segments and regions.
 */
const VALUE_WORDS: Record<string, string[]> = {
  is_home: ['home', 'at home', 'home game', 'home court', 'away', 'away game', 'road', 'on the road'],
  won: ['win', 'won', 'loss', 'lost', 'victory', 'defeat'],
  season_type: ['regular season', 'playoffs', 'playoff', 'postseason', 'post-season'],
  position: ['guard', 'guards', 'forward', 'forwards', 'center', 'centers', 'centre', 'centres'],
  conference: ['east', 'eastern', 'eastern conference', 'west', 'western', 'western conference'],
  order_status: ['placed', 'shipped', 'delivered', 'cancelled', 'canceled'],
  customer_segment: ['consumer', 'small business', 'enterprise'],
  region: ['north', 'south', 'east', 'west'],
};

/** "Regular Season", "regular_season" and " regular  season" are one word to a reader, as to the validator. */
const words = (text: string) => text.toLowerCase().replace(/_/g, ' ').replace(/\s+/g, ' ').trim();

const EXAMPLES = path.join(process.cwd(), 'content/examples/nba');
const DATA = path.join(process.cwd(), 'content/examples/nba-sample-data/data');

/** Distinct values of every column of every sample table: table -> column -> values. */
const stored = new Map(
  fs
    .readdirSync(DATA)
    .filter((file) => file.endsWith('.csv'))
    .map((file) => {
      const { header, rows } = parseCsv(fs.readFileSync(path.join(DATA, file), 'utf8'));
      const columns = new Map(
        header.map((column, i) => [column, new Set(rows.flatMap((row) => (row[i] === null ? [] : [words(row[i]!)])))]),
      );
      return [file.replace(/\.csv$/, ''), columns] as const;
    }),
);

/** What the schema files say about each column, for the quoted words of its `desc`. */
const schemaDescs = new Map<string, string[]>();
for (const file of listFiles(path.join(EXAMPLES, 'schema'))) {
  const data = parseDocument(fs.readFileSync(path.join(EXAMPLES, 'schema', file), 'utf8')).toJS() as {
    columns?: Record<string, { desc?: string }>;
  };
  for (const [column, entry] of Object.entries(data.columns ?? {}))
    schemaDescs.set(column, [...(schemaDescs.get(column) ?? []), entry?.desc ?? '']);
}

/** A metric or attribute that lists synonyms, with what decides which values are its own. */
interface Holder {
  where: string;
  name?: string;
  synonyms: string[];
  desc?: string;
  filters?: string;
  /** Column -> the sample table it is imported from, from the file's `source`. */
  imports: Map<string, string>;
}

/** Every mapping with `synonyms` in a parsed file or block, named by the key it sits under. */
function holdersIn(data: unknown, where: string): Holder[] {
  const imports = new Map<string, string>();
  const source = (data as { source?: Record<string, { columns?: unknown }> } | null)?.source;
  for (const [importPath, entry] of Object.entries(source ?? {})) {
    if (!importPath.startsWith('schema.') || !Array.isArray(entry?.columns)) continue;
    for (const column of entry.columns)
      if (typeof column === 'string') imports.set(column, importPath.slice('schema.'.length));
  }
  const found: Holder[] = [];
  const walk = (node: unknown, name: string | undefined) => {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return;
    const entry = node as Record<string, unknown>;
    if (Array.isArray(entry.synonyms)) {
      const text = (key: string) => (typeof entry[key] === 'string' ? (entry[key] as string) : undefined);
      found.push({
        where,
        name,
        synonyms: entry.synonyms.filter((s): s is string => typeof s === 'string'),
        desc: text('desc'),
        filters: text('filters'),
        imports,
      });
    }
    for (const [key, value] of Object.entries(entry)) walk(value, key);
  };
  walk(data, undefined);
  return found;
}

/**
 * The values of what a holder stands for: the column an attribute overrides and the columns its
 * filter names ("home wins" filters on is_home, so "home" must not be its synonym either). Each
 * brings its stored values, its value words and the quoted words of its descriptions.
 */
function valuesOf(holder: Holder): Map<string, string> {
  const fields = [
    ...new Set([
      ...(holder.name ? [holder.name] : []),
      ...[...(holder.filters ?? '').matchAll(/\[([^\]]+)\]/g)].map((m) => m[1].trim()),
    ]),
  ];
  const values = new Map<string, string>();
  const add = (value: string, why: string) => {
    if (!values.has(words(value))) values.set(words(value), why);
  };
  for (const field of fields) {
    const tables = holder.imports.has(field) ? [holder.imports.get(field)!] : [...stored.keys()];
    for (const table of tables)
      for (const value of stored.get(table)?.get(field) ?? [])
        add(value, `a stored value of ${table}.${field} in the sample data`);
    for (const value of VALUE_WORDS[field] ?? []) add(value, `a word the pages use for a value of ${field}`);
    const descs = [...(field === holder.name && holder.desc ? [holder.desc] : []), ...(schemaDescs.get(field) ?? [])];
    for (const desc of descs)
      for (const [, quoted] of desc.matchAll(/"([^"]+)"/g))
        add(quoted, `a word the description of ${field} gives for a value`);
  }
  return values;
}

function valueSynonyms(holders: Holder[]): string[] {
  return holders.flatMap((holder) => {
    const values = valuesOf(holder);
    return holder.synonyms.flatMap((synonym) => {
      const why = values.get(words(synonym));
      return why ? [`${holder.where}: ${holder.name ?? '(unnamed)'} has the synonym "${synonym}", ${why}`] : [];
    });
  });
}

const exampleFiles = listFiles(path.join(EXAMPLES, 'semantics')).map(
  (file) => `content/examples/nba/semantics/${file}`,
);
const pageBlocks = collectYamlBlocks().filter((block) => /\bsynonyms\s*:/.test(block.body));

describe('synonyms name the field, never one of its values', () => {
  it('are found in the example files and on the pages', () => {
    const holders = exampleFiles.flatMap((file) =>
      holdersIn(parseDocument(fs.readFileSync(file, 'utf8')).toJS(), file),
    );
    expect(holders.length).toBeGreaterThan(40);
    expect(pageBlocks.length).toBeGreaterThan(5);
  });

  it.each(exampleFiles)('in %s', (file) => {
    expect(valueSynonyms(holdersIn(parseDocument(fs.readFileSync(file, 'utf8')).toJS(), file))).toEqual([]);
  });

  it.each(pageBlocks.map((block) => [blockName(block), block] as const))('in the YAML block %s', (name, block) => {
    const doc = parseDocument(block.body);
    expect(doc.errors, `${name} is not valid YAML`).toEqual([]);
    expect(valueSynonyms(holdersIn(doc.toJS(), name))).toEqual([]);
  });

  it('the check catches a value given as a synonym', () => {
    const attribute = {
      source: { 'schema.team_game_stats_f': { columns: ['is_home'] } },
      attributes: { is_home: { synonyms: ['home or away', 'Away', 'true'] } },
    };
    expect(valueSynonyms(holdersIn(attribute, 'a test file'))).toEqual([
      'a test file: is_home has the synonym "Away", a word the pages use for a value of is_home',
      'a test file: is_home has the synonym "true", a stored value of team_game_stats_f.is_home in the sample data',
    ]);
  });
});
