import type { z } from 'zod';

/**
 * Schema problems in an author's words: "add `description:`, one sentence for search
 * results and link previews", not the validation library's "Invalid input: expected string,
 * received undefined". Each message names the field as the author writes it and what to write.
 */

/** What a field is for, said after "add `field:`, ..." or "write ...". Keyed by the field's last name. */
const FIELD_PURPOSE: Record<string, string> = {
  title: "the page's name, shown as its heading, in the sidebar and in the browser tab",
  description: 'one sentence for search results and link previews',
  label: "the category's name in the sidebar",
  authors: 'the keys of its authors in blog/authors.yml, as in `authors: [team]`',
  name: 'the name readers see',
  permalink: 'the path of the page that lists it',
};

/** How a YAML or JSON value reads to an author. */
function describeValue(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (value instanceof Date) return 'a date';
  if (typeof value === 'string') return `the text "${value}"`;
  if (typeof value === 'object') return 'a group of fields';
  return `${typeof value === 'number' ? 'the number' : typeof value === 'boolean' ? 'the value' : 'a'} ${String(value)}`;
}

const EXPECTED: Record<string, (key: string, purpose?: string) => string> = {
  string: (_key, purpose) => (purpose ? `text: ${purpose}` : 'text'),
  number: (key) => `a number, as in \`${key}: 2\``,
  boolean: (key) => `\`${key}: true\` or \`${key}: false\``,
  array: (key) => `a list, as in \`${key}: [first, second]\``,
  object: () => 'a group of fields, each on its own indented line',
  date: () => 'a date, as in 2026-01-31',
};

/** Levenshtein distance, for "did you mean". */
export function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/** The known name closest to `name`, when it is close enough to be a typo. */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const candidate of known) {
    const d = distance(name.toLowerCase(), candidate.toLowerCase());
    if (!best || d < best.d) best = { name: candidate, d };
  }
  if (!best) return undefined;
  const close =
    best.d <= Math.max(2, Math.floor(best.name.length / 3)) || best.name.includes(name) || name.includes(best.name);
  return close ? best.name : undefined;
}

type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  valueType?: z.ZodType;
  element?: z.ZodType;
  in?: z.ZodType;
};
const defOf = (schema: z.ZodType | undefined): Def | undefined =>
  (schema as unknown as { _zod?: { def: Def } } | undefined)?._zod?.def;

/** The keys the object schema at `path` inside `schema` knows (unwrapping optional, records and lists). */
export function knownKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: z.ZodType | undefined = schema;
  const unwrap = () => {
    for (
      let def = defOf(current);
      def && ['optional', 'nullable', 'default', 'pipe', 'readonly'].includes(def.type);
      def = defOf(current)
    ) {
      current = def.innerType ?? def.in;
    }
  };
  unwrap();
  for (const segment of path) {
    const def = defOf(current);
    if (!def) return [];
    current =
      def.type === 'object'
        ? def.shape?.[String(segment)]
        : def.type === 'record'
          ? def.valueType
          : def.type === 'array'
            ? def.element
            : undefined;
    unwrap();
  }
  const def = defOf(current);
  return def?.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/** The value at `path` in `data`. */
function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const segment of path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[segment] : undefined;
  return value;
}

/** One problem in an author's words, with the path of the field it is about. */
export interface PlainIssue {
  path: PropertyKey[];
  message: string;
}

/**
 * Turns zod's issues into messages an author can act on. `keyStyle` is how a field is written
 * in the file: `yaml` as `field:`, `json` as `"field"`.
 */
export function plainIssues(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  schema: z.ZodType,
  keyStyle: 'yaml' | 'json' = 'yaml',
): PlainIssue[] {
  const written = (path: readonly PropertyKey[]) => {
    const names = path.filter((segment) => typeof segment !== 'number' && !/^\d+$/.test(String(segment))).map(String);
    const item =
      path.length > names.length ? ` (item ${Number(path.findLast((s) => /^\d+$/.test(String(s)))) + 1})` : '';
    const key = names.join('.');
    return `${keyStyle === 'json' ? `"${key}"` : `\`${key}:\``}${item}`;
  };
  return issues.flatMap((issue): PlainIssue[] => {
    const path = issue.path as PropertyKey[];
    const key = String(path.at(-1) ?? '');
    // Purposes are for a file's own fields; `title` inside an author is a role, not a page title.
    const purpose = path.length === 1 ? FIELD_PURPOSE[key] : undefined;
    const value = valueAt(data, path);
    switch (issue.code) {
      case 'unrecognized_keys': {
        const known = knownKeys(schema, path);
        return issue.keys.map((unknownKey) => {
          const near = nearestName(unknownKey, known);
          const field = written([...path, unknownKey]);
          const advice = near
            ? `did you mean ${written([...path, near])}?`
            : `remove it, or use one of the known fields: ${known.join(', ')}`;
          return { path: [...path, unknownKey], message: `${field} is not a field this site knows: ${advice}` };
        });
      }
      case 'invalid_type': {
        if (value === undefined) {
          if (path.length === 0)
            return [
              {
                path,
                message: `the file is empty: ${keyStyle === 'json' ? 'write an object of fields' : 'add its fields'}`,
              },
            ];
          return [{ path, message: `add ${written(path)}${purpose ? `, ${purpose}` : ''}` }];
        }
        const expected = EXPECTED[issue.expected]?.(key, purpose) ?? issue.expected;
        return [{ path, message: `${written(path)} is ${describeValue(value)}; write ${expected}` }];
      }
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) <= 1) {
          return [
            {
              path,
              message: `${written(path)} is empty; ${purpose ? `write ${purpose}` : 'give it a value or remove the line'}`,
            },
          ];
        }
        if (issue.origin === 'array')
          return [
            {
              path,
              message: `${written(path)} needs at least ${issue.minimum} item${Number(issue.minimum) === 1 ? '' : 's'}`,
            },
          ];
        if (issue.origin === 'string')
          return [
            {
              path,
              message: `${written(path)} is ${describeValue(value)}; write at least ${issue.minimum} characters`,
            },
          ];
        return [
          {
            path,
            message: `${written(path)} is ${describeValue(value)}; use ${issue.inclusive ? `${issue.minimum} or more` : `more than ${issue.minimum}`}`,
          },
        ];
      case 'too_big':
        if (issue.origin === 'string')
          return [
            { path, message: `${written(path)} is ${describeValue(value)}; write at most ${issue.maximum} characters` },
          ];
        if (issue.origin === 'array')
          return [{ path, message: `${written(path)} has too many items; use at most ${issue.maximum}` }];
        return [
          {
            path,
            message: `${written(path)} is ${describeValue(value)}; use ${issue.inclusive ? `${issue.maximum} or less` : `less than ${issue.maximum}`}`,
          },
        ];
      case 'invalid_value':
        return [
          {
            path,
            message: `${written(path)} is ${describeValue(value)}; use one of: ${issue.values.map(String).join(', ')}`,
          },
        ];
      case 'invalid_format':
        return [{ path, message: `${written(path)} is ${describeValue(value)}; ${issue.message}` }];
      default:
        // Refinements carry messages written for authors already.
        return [{ path, message: path.length > 0 ? `${written(path)} ${issue.message}` : issue.message }];
    }
  });
}
