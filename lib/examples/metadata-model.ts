import type { ParsedMetadataFile } from './metadata-files';
import type { KeySegment } from './metadata-problems';
import { validatorMessage, type ValidatorMessage } from './validator-messages';

/** A problem before it is turned into a reported line: the file object knows how to find lines. */
export interface Finding {
  file: ParsedMetadataFile;
  path: KeySegment[];
  /** Made by validatorMessage, so every message a rule reports is in the catalogue the docs list. */
  message: ValidatorMessage;
}

export interface SchemaFileModel {
  file: ParsedMetadataFile;
  /** Column keys and physical `column` names: either may be referred to. */
  columns: Set<string>;
}

export interface SemanticsFileModel {
  file: ParsedMetadataFile;
  metrics: Set<string>;
  attributes: Set<string>;
}

/**
 * What a folder defines, for resolving references between files. Files whose YAML could not be
 * read still count as existing (see `unreadable`), so an import of a broken file is not also
 * reported as an import of a missing one.
 */
export interface MetadataModel {
  schemaFiles: Map<string, SchemaFileModel>;
  semanticsFiles: Map<string, SemanticsFileModel>;
  /** Table name -> the schema file whose `table_info` defines it (the first, when duplicated). */
  tables: Map<string, SchemaFileModel>;
  /** Hierarchy name -> its level names; undefined when the folder has no hierarchy.yml. */
  hierarchies: Map<string, string[]> | undefined;
  hierarchyFile: ParsedMetadataFile | undefined;
  /** Files that exist but whose content is unknown (YAML errors): no name check may rely on them. */
  unreadable: Set<ParsedMetadataFile>;
}

export const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
export const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const asText = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value.trim() : undefined;
export const keysOf = (value: unknown): string[] => Object.keys(asRecord(value) ?? {});

/** Builds the model and reports tables defined twice, which the agent could not tell apart. */
export function buildModel(files: ParsedMetadataFile[]): { model: MetadataModel; findings: Finding[] } {
  const findings: Finding[] = [];
  const model: MetadataModel = {
    schemaFiles: new Map(),
    semanticsFiles: new Map(),
    tables: new Map(),
    hierarchies: undefined,
    hierarchyFile: undefined,
    unreadable: new Set(files.filter((f) => f.data === undefined)),
  };
  const tablePlaces = new Map<string, string>();
  for (const file of files) {
    const data = asRecord(file.data);
    if (file.kind === 'schema') {
      const schema: SchemaFileModel = { file, columns: columnNames(data?.columns) };
      model.schemaFiles.set(file.name, schema);
      asList(data?.table_info).forEach((entry, index) => {
        const table = asText(asRecord(entry)?.table);
        if (!table) return;
        const place = `${file.source.displayPath} at table_info[${index}]`;
        const earlier = tablePlaces.get(table);
        if (earlier) {
          findings.push({
            file,
            path: ['table_info', index, 'table'],
            message: validatorMessage('table-defined-twice', { table, place: earlier }),
          });
          return;
        }
        tablePlaces.set(table, place);
        model.tables.set(table, schema);
      });
    } else if (file.kind === 'semantics') {
      model.semanticsFiles.set(file.name, {
        file,
        metrics: new Set(keysOf(data?.metrics)),
        attributes: new Set(keysOf(data?.attributes)),
      });
    } else {
      model.hierarchyFile = file;
      model.hierarchies = new Map(
        Object.entries(asRecord(data?.hierarchies) ?? {}).map(([name, h]) => [
          name,
          asList(asRecord(h)?.levels).flatMap((l) => asText(asRecord(l)?.level) ?? []),
        ]),
      );
    }
  }
  return { model, findings };
}

function columnNames(columns: unknown): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(asRecord(columns) ?? {})) {
    out.add(key);
    const physical = asText(asRecord(value)?.column);
    if (physical) out.add(physical);
  }
  return out;
}

/** `a, b, c` for a message, or `none` so the message never ends in an empty list. */
export function listNames(names: Iterable<string>): string {
  const all = [...names].sort();
  return all.length > 0 ? all.join(', ') : 'none';
}
