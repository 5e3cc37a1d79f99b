import { stringify } from 'yaml';
import type { MetadataFileKind } from '../../../lib/examples/metadata-files';
import { formatKeyPath, type KeySegment } from '../../../lib/examples/metadata-problems';
import { metadataJsonSchema } from '../../../lib/examples/json-schemas';
import { shapeFindings } from '../../../lib/examples/metadata-shapes';

/** One row of the YAML key reference page: everything a reader needs to write or fix one key. */
export interface KeyReferenceRow {
  /** `table_info[].joins[].on`, `columns.<column>.fetch` */
  key: string;
  type: string;
  required: boolean;
  default?: string;
  example: string;
  /** What the validator says when the key is missing (required keys only). */
  missing?: string;
  /** What it says about a value of the wrong kind. */
  wrongKind: string;
  /** What it says about an empty list or mapping, where one entry at least is needed. */
  empty?: string;
}

type Node = Record<string, unknown> & {
  properties?: Record<string, Node>;
  required?: string[];
  items?: Node;
  additionalProperties?: Node | boolean;
};

/** A file of each kind that uses every key, so each key can be broken on its own to hear the message. */
const COMPLETE: Record<MetadataFileKind, unknown> = {
  schema: {
    subject_area: 'basketball',
    table_info: [
      {
        table: 'game_f',
        grain: { season_calendar: 'game_date' },
        joins: [{ join: 'team_d', on: 'game_f.home_team_id = team_d.team_id' }],
      },
    ],
    columns: {
      home_team_id: {
        name: 'Home team ID',
        type: 'INTEGER',
        column: 'home_team_id',
        desc: 'Team that played at home.',
        primary_key: false,
        foreign_key: true,
        fetch: false,
      },
    },
  },
  semantics: {
    folder: 'basketball_analytics',
    type: 'fact',
    source: { 'schema.game_f': { columns: ['game_id'], metrics: ['wins'], attributes: ['team_name'] } },
    metrics: {
      game_count: {
        calculation: 'COUNT(DISTINCT [game_id])',
        desc: 'Games played.',
        synonyms: ['games'],
        filters: "[season_type] = 'Playoffs'",
      },
    },
    attributes: {
      game_info: {
        name: 'Game info',
        desc: 'The game on one line.',
        synonyms: ['game'],
        filters: "[season_type] = 'Playoffs'",
        include: ['game_id'],
      },
    },
  },
  hierarchy: {
    hierarchies: {
      season_calendar: { desc: 'Seasons, months, dates.', levels: [{ level: 'season', column: 'season' }] },
    },
  },
};

/** Placeholder used in a key name for a mapping keyed by the author's own names. */
const PLACEHOLDER: Record<string, string> = {
  grain: '<hierarchy>',
  columns: '<column>',
  source: '<import>',
  metrics: '<metric>',
  attributes: '<attribute>',
  hierarchies: '<hierarchy>',
};

export function keyReference(kind: MetadataFileKind): KeyReferenceRow[] {
  const rows: KeyReferenceRow[] = [];
  const visit = (node: Node, label: string, path: KeySegment[]) => {
    for (const [key, child] of Object.entries(node.properties ?? {})) {
      const childLabel = label ? `${label}.${key}` : key;
      const childPath = [...path, key];
      rows.push(row(kind, child, childLabel, childPath, (node.required ?? []).includes(key)));
      if (child.items && typeof child.items === 'object') visit(child.items, `${childLabel}[]`, [...childPath, 0]);
      if (typeof child.additionalProperties === 'object') {
        const name = Object.keys(valueAt(COMPLETE[kind], childPath) as object)[0];
        const entryLabel = `${childLabel}.${PLACEHOLDER[key] ?? '<name>'}`;
        const entry = child.additionalProperties;
        if (entry.properties || entry.type !== 'object')
          rows.push(row(kind, entry, entryLabel, [...childPath, name], false));
        visit(entry, entryLabel, [...childPath, name]);
      }
    }
  };
  visit(metadataJsonSchema(kind) as Node, '', []);
  return rows;
}

function row(kind: MetadataFileKind, node: Node, key: string, path: KeySegment[], required: boolean): KeyReferenceRow {
  const empty = emptyValue(node);
  const emptyMessage = empty === undefined ? undefined : findMessage(kind, path, empty);
  return {
    key,
    type: typeLabel(node),
    required,
    ...(node.default === undefined ? {} : { default: String(node.default) }),
    example: flowYaml(Array.isArray(node.examples) ? node.examples[0] : undefined),
    ...(required ? { missing: messageAt(kind, path, undefined) } : {}),
    wrongKind: messageAt(kind, path, wrongValue(node)),
    ...(emptyMessage ? { empty: emptyMessage } : {}),
  };
}

/** An empty list or mapping, to hear whether the validator wants at least one entry. */
function emptyValue(node: Node): unknown {
  if (node.type === 'array') return [];
  if (typeof node.additionalProperties === 'object') return {};
  return undefined;
}

function typeLabel(node: Node): string {
  if (Array.isArray(node.enum)) return node.enum.map((v) => `"${v}"`).join(' or ');
  if (node.type === 'string') return node.pattern ? 'text: lowercase letters, digits, _' : 'text';
  if (node.type === 'boolean') return 'true or false';
  const atLeast = typeof node.minItems === 'number' ? `, at least ${node.minItems}` : '';
  if (node.type === 'array') return `${node.items?.type === 'string' ? 'list of names' : 'list of mappings'}${atLeast}`;
  return typeof node.additionalProperties === 'object' ? 'mapping by name' : 'mapping';
}

/** A value of the wrong kind for the node, to make the validator say what it says about it. */
function wrongValue(node: Node): unknown {
  if (Array.isArray(node.enum)) return 'facts';
  if (node.type === 'string') return node.pattern ? 'Sales Team' : 3;
  if (node.type === 'boolean') return 'yes';
  return 'x';
}

function messageAt(kind: MetadataFileKind, path: KeySegment[], value: unknown): string {
  const found = findMessage(kind, path, value);
  if (!found)
    throw new Error(
      `The validator says nothing about ${formatKeyPath(path)} in a ${kind} file set to ${JSON.stringify(value)}: scripts/lib/examples/key-reference.ts expects a message.`,
    );
  return found;
}

/** The validator's message about the key at `path` once it holds `value` (undefined: removed). */
function findMessage(kind: MetadataFileKind, path: KeySegment[], value: unknown): string | undefined {
  const data = structuredClone(COMPLETE[kind]) as Record<string, unknown>;
  const parent = valueAt(data, path.slice(0, -1)) as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) delete parent[last];
  else parent[last] = value;
  return shapeFindings(kind, data).find((f) => formatKeyPath(f.path) === formatKeyPath(path))?.message;
}

function valueAt(data: unknown, path: KeySegment[]): unknown {
  return path.reduce<unknown>((node, segment) => (node as Record<string | number, unknown>)[segment], data);
}

/**
 * One line of YAML, quoted where a YAML 1.1 reader would see something else (the key `on`, the
 * values yes/no/on/off), so an example copied into a file read by PyYAML means the same there.
 */
function flowYaml(value: unknown): string {
  return stringify(value, { collectionStyle: 'flow', lineWidth: 0, version: '1.1' }).trim();
}

/** The rows as a Markdown table, as the reference page holds them. */
export function keyReferenceTable(kind: MetadataFileKind): string {
  const cell = (text: string) => text.replace(/\|/g, '\\|');
  const lines = [
    '| Key | Type | Required | Default | Example | Message when wrong |',
    '| --- | --- | --- | --- | --- | --- |',
  ];
  for (const r of keyReference(kind)) {
    const messages = [
      r.missing && `Missing: \`${cell(r.missing)}\``,
      `Wrong kind: \`${cell(r.wrongKind)}\``,
      r.empty && `Empty: \`${cell(r.empty)}\``,
    ]
      .filter(Boolean)
      .join('. ');
    lines.push(
      `| \`${r.key}\` | ${r.type} | ${r.required ? 'Yes' : 'No'} | ${r.default === undefined ? '' : `\`${r.default}\``} | \`${cell(r.example)}\` | ${messages} |`,
    );
  }
  return lines.join('\n');
}
