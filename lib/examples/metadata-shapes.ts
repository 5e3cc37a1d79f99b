import { z } from 'zod';
import { describeValue, type KeySegment } from './metadata-problems';
import type { MetadataFileKind } from './metadata-files';

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
    return issue.input === undefined ? 'required key is missing' : `must be ${what}, not ${describeValue(issue.input)}`;
  };
}

const text = () => z.string({ error: mustBe('text') }).refine((s) => s.trim().length > 0, 'must not be empty');
/** subject_area and folder: the pages ask for lowercase words joined by underscores. */
const lowerName = (example: string) =>
  z.string({ error: mustBe('text') }).regex(/^[a-z][a-z0-9_]*$/, `must be lowercase letters, digits and underscores, such as "${example}"`);
const flag = () => z.boolean({ error: mustBe('true or false') });
const names = () => z.array(text(), { error: mustBe('a list of names') });
const mapOf = <T extends z.ZodType>(value: T) => z.record(z.string(), value, { error: mustBe('a mapping') });

function shape<T extends z.ZodRawShape>(fields: T) {
  const allowed = Object.keys(fields).join(', ');
  return z.strictObject(fields, {
    error: (issue: Issue) => (issue.code === 'unrecognized_keys' ? `allowed keys here: ${allowed}` : mustBe('a mapping')(issue)),
  });
}

const join = shape({ join: text(), on: text() });

const tableInfo = shape({
  table: text(),
  grain: mapOf(text()).optional(),
  joins: z.array(join, { error: mustBe('a list of {join, on} entries') }).optional(),
});

const column = shape({
  name: text().optional(),
  type: text().optional(),
  column: text().optional(),
  desc: text().optional(),
  primary_key: flag().optional(),
  foreign_key: flag().optional(),
  fetch: flag().optional(),
});

export const schemaFileShape = shape({
  subject_area: lowerName('sales'),
  table_info: z.array(tableInfo, { error: mustBe('a list of tables') }).min(1, 'must list at least one table'),
  columns: mapOf(column).optional(),
});

const sourceImport = shape({ columns: names().optional(), metrics: names().optional(), attributes: names().optional() });

const metric = shape({
  calculation: text(),
  desc: text().optional(),
  synonyms: names().optional(),
  filters: text().optional(),
});

const attribute = shape({
  name: text().optional(),
  desc: text().optional(),
  synonyms: names().optional(),
  filters: text().optional(),
  include: names().min(1, 'must list at least one name').optional(),
});

export const semanticsFileShape = shape({
  folder: lowerName('sales_analytics'),
  type: z.enum(['fact', 'dimension'], {
    error: (issue: Issue) => (issue.input === undefined ? 'required key is missing' : `must be "fact" or "dimension", not ${describeValue(issue.input)}`),
  }),
  source: mapOf(sourceImport).refine((s) => Object.keys(s).length > 0, 'must import at least one file'),
  metrics: mapOf(metric).optional(),
  attributes: mapOf(attribute).optional(),
});

const level = shape({ level: text(), column: text() });

export const hierarchyFileShape = shape({
  hierarchies: mapOf(
    shape({
      desc: text().optional(),
      levels: z.array(level, { error: mustBe('a list of {level, column} entries') }).min(1, 'must list at least one level'),
    }),
  ).refine((h) => Object.keys(h).length > 0, 'must define at least one hierarchy'),
});

const SHAPES: Record<MetadataFileKind, z.ZodType> = {
  schema: schemaFileShape,
  semantics: semanticsFileShape,
  hierarchy: hierarchyFileShape,
};

/** Every place where `data` departs from the shape of its kind of file. */
export function shapeFindings(kind: MetadataFileKind, data: unknown): { path: KeySegment[]; message: string }[] {
  if (data === null || data === undefined) {
    return [{ path: [], message: `the file is empty; a ${kind} file is a mapping of ${Object.keys(topLevelKeys(kind)).join(', ')}` }];
  }
  const result = SHAPES[kind].safeParse(data);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) => {
    const path = issue.path.filter((p): p is KeySegment => typeof p !== 'symbol');
    if (issue.code !== 'unrecognized_keys') return [{ path, message: issue.message }];
    return issue.keys.map((key) => ({ path: [...path, key], message: unknownKeyMessage(key, issue.message) }));
  });
}

function unknownKeyMessage(key: string, allowedMessage: string): string {
  const lower = key.toLowerCase();
  const hint = lower !== key && allowedMessage.split(/[:,]\s*/).includes(lower) ? ` (keys are lowercase: write "${lower}")` : '';
  return `unknown key "${key}"${hint}; ${allowedMessage}`;
}

function topLevelKeys(kind: MetadataFileKind): z.ZodRawShape {
  return (SHAPES[kind] as z.ZodObject).shape;
}
