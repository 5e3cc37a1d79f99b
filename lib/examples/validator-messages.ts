/**
 * Every message the metadata validator can report, in one list, so the YAML key reference can
 * document each one and a test can tell when a new rule's message is not documented yet. A rule
 * never writes message text itself: it calls `validatorMessage(id, values)`, and the `{name}`
 * placeholders of the template are filled with the values of that finding.
 *
 * The wording is what readers see after the file, line and key (yaml-reference.md quotes it):
 * change it here and the page's test names the line to update.
 */
export const VALIDATOR_MESSAGES = [
  // The shape of one file (metadata-shapes.ts): keys, kinds of value, required keys.
  { id: 'required-key-missing', template: 'required key is missing' },
  { id: 'wrong-kind', template: 'must be {expected}, not {value}' },
  { id: 'not-fact-or-dimension', template: 'must be "fact" or "dimension", not {value}' },
  { id: 'not-a-lowercase-name', template: 'must be lowercase letters, digits and underscores, such as "{example}"' },
  { id: 'empty-text', template: 'must not be empty' },
  { id: 'empty-list', template: 'must list at least one {item}' },
  { id: 'no-imports', template: 'must import at least one file' },
  { id: 'no-hierarchies', template: 'must define at least one hierarchy' },
  { id: 'unknown-key', template: 'unknown key "{key}"; allowed keys here: {allowed}' },
  {
    id: 'unknown-key-with-capitals',
    template: 'unknown key "{key}" (keys are lowercase: write "{lowercase}"); allowed keys here: {allowed}',
  },
  { id: 'empty-file', template: 'the file is empty; a {kind} file is a mapping of {keys}' },

  // The folder and its files (validate-metadata.ts).
  { id: 'invalid-yaml', template: 'is not valid YAML: {reason}' },
  { id: 'folder-missing', template: 'does not exist' },
  { id: 'no-schema-files', template: 'has no schema files; add one schema/<table>.yml per table' },
  {
    id: 'yaml-extension',
    template: 'use the .yml extension: imports such as "schema.game_f" resolve to schema/game_f.yml',
  },
  {
    id: 'outside-layout',
    template:
      'is outside the metadata layout: schema files go in schema/<table>.yml, semantics files in semantics/<name>.yml, hierarchies in hierarchy.yml',
  },

  // Tables, grains, joins and hierarchy levels (metadata-model.ts, schema-references.ts).
  {
    id: 'table-defined-twice',
    template: 'table "{table}" is already defined in {place}; table names must be unique across schema files',
  },
  {
    id: 'grain-without-hierarchy-file',
    template: 'names the hierarchy "{hierarchy}", but the folder has no hierarchy.yml to define it',
  },
  {
    id: 'unknown-hierarchy',
    template: 'hierarchy "{hierarchy}" is not defined in hierarchy.yml (hierarchies there: {hierarchies})',
  },
  { id: 'unknown-level', template: '"{level}" is not a level of hierarchy "{hierarchy}" (its levels: {levels})' },
  { id: 'join-to-unknown-table', template: 'joins "{table}", which no schema file defines (tables: {tables})' },
  {
    id: 'join-without-operands',
    template: '"{on}" names no table.column operands; write it as "{table}.<column> = {other}.<column>"',
  },
  { id: 'join-operand-of-another-table', template: '"{on}": {operand} belongs to neither {table} nor {other}' },
  {
    id: 'join-operand-unknown-column',
    template: '"{on}": {operand} is not a column of {table} ({file} has: {columns})',
  },
  {
    id: 'join-misses-a-side',
    template: '"{on}" compares no column of {side}; a join condition relates {table} to {other}',
  },
  { id: 'level-twice', template: 'level "{level}" appears twice in hierarchy "{hierarchy}"' },
  { id: 'level-column-unknown', template: 'column "{column}" is not a column in any schema file' },

  // Columns, foreign keys and join roles (column-rules.ts, join-rules.ts).
  {
    id: 'column-key-not-physical',
    template:
      'is "{column}" under the key "{key}"; use the physical column name as the key, because semantics files import columns by their key',
  },
  {
    id: 'fetch-on-key',
    template: 'is true on a key column; keys are matched through joins, so fetch only names and categories people type',
  },
  {
    id: 'fetch-on-non-text',
    template: 'is true on a {type} column; fetch only text columns whose values repeat, such as names and categories',
  },
  {
    id: 'join-column-not-foreign-key',
    template:
      'goes through {table}.{column}, which is not marked foreign_key: true; declare each join in the file of the table that holds the foreign key, and mark that column',
  },
  {
    id: 'same-join-column',
    template:
      'joins {other} through the same column ({columns}) as joins[{index}]; when a table joins {other} more than once, each join needs its own column, named for its role',
  },
  {
    id: 'join-role-without-desc',
    template:
      'has no desc; {table} joins {other} more than once, so the desc of each join column must say which role it plays',
  },
  {
    id: 'foreign-key-without-join',
    template:
      'is true, but no join of {table} goes through {table}.{column}; add the join under table_info, or set foreign_key to false',
  },

  // Imports and bracketed references of semantics files (semantics-references.ts).
  {
    id: 'not-an-import-path',
    template:
      '"{import}" is not an import path; write the layer, a dot and the file name without .yml, e.g. "schema.game_f" or "semantics.teams"',
  },
  { id: 'import-of-itself', template: 'a file cannot import itself; use its own metrics and attributes directly' },
  {
    id: 'import-of-missing-file',
    template: '"{import}" resolves to {layer}/{name}.yml, which does not exist ({layer} files: {files})',
  },
  { id: 'import-of-nothing', template: 'imports nothing; list the columns, metrics or attributes used from this file' },
  {
    id: 'schema-import-of-metrics',
    template: 'schema files define no {kind}; import metrics and attributes from a semantics file',
  },
  {
    id: 'semantics-import-of-columns',
    template: 'semantics files define no columns; import columns from their schema file',
  },
  { id: 'imported-name-unknown', template: '{kind} "{name}" is not defined in {file}' },
  {
    id: 'metric-and-attribute',
    template: '"{name}" is defined both as a metric and as an attribute, so [{name}] would be ambiguous',
  },
  {
    id: 'unbalanced-brackets',
    template: '"{expression}" has unbalanced square brackets; wrap each referenced name as [name]',
  },
  { id: 'metric-refers-to-itself', template: '[{name}] refers to the metric itself' },
  { id: 'unknown-reference', template: '{reference} is neither imported in source nor defined in this file' },
  {
    id: 'unknown-reference-in-schema-file',
    template:
      '{reference} is neither imported in source nor defined in this file; schema/{file}.yml has it: add it to source["schema.{file}"].columns',
  },
  {
    id: 'unknown-reference-in-semantics-file',
    template:
      '{reference} is neither imported in source nor defined in this file; semantics/{file}.yml has it: add it to source["semantics.{file}"].{kind}',
  },

  // Ratios in fact files (ratio-rules.ts).
  {
    id: 'ratio-over-part-of-the-key',
    template:
      '{metric} divides by COUNT(DISTINCT [{column}]), but {column} is only part of the primary key of {table} ({key}): in a group holding several {others} values, each {column} counts once while the numerator adds up the rows of all of them; divide by the rows it adds up instead, e.g. {instead}',
  },

  // One word, one meaning across the folder (vocabulary-rules.ts).
  {
    id: 'defined-twice',
    template:
      '"{name}" is already defined as the {what} {other} in semantics/{file}.yml; import it from there (source["semantics.{file}"].{kind}) instead of defining it twice',
  },
  {
    id: 'column-overridden-twice',
    template:
      '"{name}" already overrides the column {column} in semantics/{file}.yml; import it from there (source["semantics.{file}"].{kind}) instead of defining it twice',
  },
  {
    id: 'synonym-is-a-name',
    template:
      '"{synonym}" is the name of the {what} {name} in semantics/{file}.yml; a synonym must not lead away from the thing it names',
  },
  { id: 'synonym-listed-twice', template: '"{synonym}" is listed twice' },
  {
    id: 'synonym-shared',
    template:
      '"{synonym}" is already a synonym of the {what} {name} in semantics/{file}.yml; give each synonym to one metric or attribute only',
  },
] as const satisfies readonly { id: string; template: string }[];

type Entry = (typeof VALIDATOR_MESSAGES)[number];
export type ValidatorMessageId = Entry['id'];

/** The `{name}` placeholders of a template, as a union of names. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
type ValuesOf<Id extends ValidatorMessageId> = Record<
  Placeholders<Extract<Entry, { id: Id }>['template']>,
  string | number
>;

/** A message made from the catalogue; findings carry only these, so a rule cannot bypass it. */
export type ValidatorMessage = string & { readonly fromCatalogue: unique symbol };

const PLACEHOLDER = /\{(\w+)\}/g;

/** The message `id` with its placeholders filled, e.g. `validatorMessage('level-twice', { level, hierarchy })`. */
export function validatorMessage<Id extends ValidatorMessageId>(
  id: Id,
  ...values: Placeholders<Extract<Entry, { id: Id }>['template']> extends never ? [] : [ValuesOf<Id>]
): ValidatorMessage {
  const entry = VALIDATOR_MESSAGES.find((m) => m.id === id);
  if (!entry) throw new Error(`No validator message "${id}" in lib/examples/validator-messages.ts.`);
  const filled = (values[0] ?? {}) as Record<string, string | number>;
  return entry.template.replace(PLACEHOLDER, (_, name: string) => String(filled[name])) as ValidatorMessage;
}

/**
 * A regular expression that matches every message the template can produce, whatever the values:
 * the key reference page quotes each message with example values, and its test finds them this way.
 */
export function templatePattern(template: string): RegExp {
  const parts = template
    .split(PLACEHOLDER)
    .map((part, i) => (i % 2 === 1 ? '(.+?)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${parts.join('')}$`);
}
