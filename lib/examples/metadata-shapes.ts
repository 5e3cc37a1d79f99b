import { z } from 'zod';
import { describeValue, type KeySegment } from './metadata-problems';
import type { MetadataFileKind } from './metadata-files';
import { validatorMessage, type ValidatorMessage } from './validator-messages';

/*
 * The canonical metadata format (PREAMBLE "The metadata format", CONTENT-BRIEF) as zod shapes.
 * Every object is strict: a misspelt or capitalised key is a key the agent silently ignores, so
 * it is reported with the keys allowed at that place.
 */

type Issue = { code: string; input?: unknown; keys?: string[] };

/** Message for a value of the wrong type, or for a required key that is absent. */
function mustBe(what: string) {
  return (issue: Issue) => {
    if (issue.code !== 'invalid_type') return undefined;
    return issue.input === undefined
      ? validatorMessage('required-key-missing')
      : validatorMessage('wrong-kind', { expected: what, value: describeValue(issue.input) });
  };
}

const text = () =>
  z.string({ error: mustBe('text') }).refine((s) => s.trim().length > 0, validatorMessage('empty-text'));
/** subject_area and folder: the pages ask for lowercase words joined by underscores. */
const lowerName = (example: string) =>
  z.string({ error: mustBe('text') }).regex(/^[a-z][a-z0-9_]*$/, validatorMessage('not-a-lowercase-name', { example }));
const flag = () => z.boolean({ error: mustBe('true or false') });
const names = () => z.array(text(), { error: mustBe('a list of names') });
const mapOf = <T extends z.ZodType>(value: T) => z.record(z.string(), value, { error: mustBe('a mapping') });

function shape<T extends z.ZodRawShape>(fields: T) {
  // The issue carries the allowed keys; shapeFindings turns it into one message per unknown key.
  const allowed = Object.keys(fields).join(', ');
  return z.strictObject(fields, {
    error: (issue: Issue) => (issue.code === 'unrecognized_keys' ? allowed : mustBe('a mapping')(issue)),
  });
}

/**
 * Help text for editors and the key reference: a description, one example and the default.
 * It lands in the published JSON Schemas, so an editor shows it while someone types the key.
 */
function doc<T extends z.ZodType>(schema: T, description: string, example: unknown, defaultValue?: unknown): T {
  return schema.meta({
    description,
    examples: [example],
    ...(defaultValue === undefined ? {} : { default: defaultValue }),
  });
}

const join = shape({
  join: doc(text(), 'The other table, as a schema file of this agent defines it.', 'team_d'),
  on: doc(text(), 'The join condition, every column written table.column.', 'game_f.home_team_id = team_d.team_id'),
});

const tableInfo = shape({
  table: doc(text(), 'Physical name of the table or view in the connected schema.', 'game_f'),
  grain: doc(
    mapOf(doc(text(), 'A level of that hierarchy in hierarchy.yml.', 'game_date')),
    'How detailed one row is: a hierarchy name and one of its levels.',
    { season_calendar: 'game_date' },
  ).optional(),
  joins: doc(
    z.array(join, { error: mustBe('a list of {join, on} entries') }),
    'Joins from this table to others, declared in the file of the table that holds the foreign key.',
    [{ join: 'team_d', on: 'game_f.home_team_id = team_d.team_id' }],
  ).optional(),
});

const column = shape({
  name: doc(text(), 'Label shown in answers and charts.', 'Home team ID').optional(),
  type: doc(text(), 'SQL type as the database reports it.', 'INTEGER').optional(),
  column: doc(text(), 'Physical column name; keep it equal to the key.', 'home_team_id').optional(),
  desc: doc(
    text(),
    'What a value means: unit, allowed codes, what an empty value means, the role of a join column.',
    'Team that played at home; refers to team_d.team_id.',
  ).optional(),
  primary_key: doc(flag(), 'True when the column is, or is part of, the primary key.', true, false).optional(),
  foreign_key: doc(
    flag(),
    'True when the column refers to another table; a join must go through it.',
    true,
    false,
  ).optional(),
  fetch: doc(
    flag(),
    'True to store the distinct values for matching what people type; text columns that are not keys only.',
    true,
    false,
  ).optional(),
});

export const schemaFileShape = shape({
  subject_area: doc(lowerName('sales'), 'The business sub-domain the table belongs to.', 'basketball'),
  table_info: doc(
    z.array(tableInfo, { error: mustBe('a list of tables') }).min(1, validatorMessage('empty-list', { item: 'table' })),
    'The table this file describes: its name, grain and joins.',
    [{ table: 'game_f' }],
  ),
  columns: doc(
    mapOf(doc(column, 'One column, keyed by its physical name.', { type: 'INTEGER' })),
    'What each column holds, keyed by the physical column name.',
    { game_id: { type: 'INTEGER', primary_key: true } },
  ).optional(),
});

const importedNames = (what: string, example: string[]) =>
  doc(names(), `${what} used from that file.`, example).optional();
const sourceImport = shape({
  columns: importedNames('Columns (schema imports only)', ['game_id', 'home_points']),
  metrics: importedNames('Metrics (semantics imports only)', ['wins']),
  attributes: importedNames('Attributes (semantics imports only)', ['team_name']),
});

const synonyms = (example: string[]) =>
  doc(
    names(),
    'Other names people use for the metric or attribute itself, never for one of its values; each synonym belongs to one metric or attribute in the whole folder.',
    example,
  ).optional();
const filters = () =>
  doc(
    text(),
    'A permanent condition with bracketed references, applied every time.',
    "[season_type] = 'Playoffs'",
  ).optional();

const metric = shape({
  calculation: doc(text(), 'SQL-like expression with every referenced name in square brackets.', 'SUM([points])'),
  desc: doc(text(), 'What the number means and what it leaves out.', 'Points scored.').optional(),
  synonyms: synonyms(['pts', 'scoring']),
  filters: filters(),
});

const attribute = shape({
  name: doc(text(), 'Label shown in answers.', 'Team').optional(),
  desc: doc(text(), 'What the values mean.', "The team's full name.").optional(),
  synonyms: synonyms(['team', 'franchise']),
  filters: filters(),
  include: doc(
    names().min(1, validatorMessage('empty-list', { item: 'name' })),
    'Columns or attributes bundled into this attribute.',
    ['game_date', 'home_points'],
  ).optional(),
});

export const semanticsFileShape = shape({
  folder: doc(lowerName('sales_analytics'), 'Logical grouping of related semantics files.', 'basketball_analytics'),
  type: doc(
    z.enum(['fact', 'dimension'], {
      error: (issue: Issue) =>
        issue.input === undefined
          ? validatorMessage('required-key-missing')
          : validatorMessage('not-fact-or-dimension', { value: describeValue(issue.input) }),
    }),
    'fact for measurable events, dimension for the things they are about.',
    'fact',
  ),
  source: doc(
    mapOf(
      doc(sourceImport, 'An import path: the layer, a dot and the file name without .yml.', { columns: ['game_id'] }),
    ).refine((s) => Object.keys(s).length > 0, validatorMessage('no-imports')),
    'Everything this file uses from other files.',
    { 'schema.game_f': { columns: ['game_id'] } },
  ),
  metrics: doc(
    mapOf(doc(metric, 'One metric, keyed by a lowercase name.', { calculation: 'SUM([points])' })),
    'Named calculations.',
    { total_points: { calculation: 'SUM([points])' } },
  ).optional(),
  attributes: doc(
    mapOf(doc(attribute, 'One attribute; the name of an imported column overrides that column.', { name: 'Team' })),
    'Descriptive fields, overrides and bundles.',
    { team_name: { name: 'Team' } },
  ).optional(),
});

const level = shape({
  level: doc(text(), 'Name of the level, unique in its hierarchy.', 'season'),
  column: doc(text(), 'The column that holds the level; a column of some schema file.', 'season'),
});

export const hierarchyFileShape = shape({
  hierarchies: doc(
    mapOf(
      doc(
        shape({
          desc: doc(
            text(),
            'What drilling through this hierarchy means.',
            'Drill from a season to its months to single game dates.',
          ).optional(),
          levels: doc(
            z
              .array(level, { error: mustBe('a list of {level, column} entries') })
              .min(1, validatorMessage('empty-list', { item: 'level' })),
            'Levels from the coarsest to the finest.',
            [{ level: 'season', column: 'season' }],
          ),
        }),
        'One drill path, keyed by its name.',
        { levels: [{ level: 'season', column: 'season' }] },
      ),
    ).refine((h) => Object.keys(h).length > 0, validatorMessage('no-hierarchies')),
    'The drill paths of the agent, keyed by name.',
    { season_calendar: { levels: [{ level: 'season', column: 'season' }] } },
  ),
});

export const SHAPES: Record<MetadataFileKind, z.ZodType> = {
  schema: schemaFileShape,
  semantics: semanticsFileShape,
  hierarchy: hierarchyFileShape,
};

/** Every place where `data` departs from the shape of its kind of file. */
export function shapeFindings(
  kind: MetadataFileKind,
  data: unknown,
): { path: KeySegment[]; message: ValidatorMessage }[] {
  if (data === null || data === undefined) {
    return [
      { path: [], message: validatorMessage('empty-file', { kind, keys: Object.keys(topLevelKeys(kind)).join(', ') }) },
    ];
  }
  const result = SHAPES[kind].safeParse(data);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const path = issue.path.filter((p): p is KeySegment => typeof p !== 'symbol');
    // Every custom message in the shapes above comes from validatorMessage.
    if (issue.code !== 'unrecognized_keys') return [{ path, message: issue.message as ValidatorMessage }];
    return issue.keys.map((key) => ({ path: [...path, key], message: unknownKeyMessage(key, issue.message) }));
  });
}

function unknownKeyMessage(key: string, allowed: string): ValidatorMessage {
  const lowercase = key.toLowerCase();
  if (lowercase !== key && allowed.split(/,\s*/).includes(lowercase))
    return validatorMessage('unknown-key-with-capitals', { key, lowercase, allowed });
  return validatorMessage('unknown-key', { key, allowed });
}

function topLevelKeys(kind: MetadataFileKind): z.ZodRawShape {
  return (SHAPES[kind] as z.ZodObject).shape;
}
