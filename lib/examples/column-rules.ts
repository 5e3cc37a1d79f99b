import type { ParsedMetadataFile } from './metadata-files';
import { asRecord, asText, type Finding, type MetadataModel } from './metadata-model';
import { validatorMessage } from './validator-messages';

// Text types whose values people type; anything else (numbers, dates, booleans) is compared, not matched.
const TEXT_TYPE = /^\s*(?:n?varchar|n?char|character(?:\s+varying)?|text|string)\b/i;

/**
 * Column entries that the schema-layer page rules out even though their shape is valid: a
 * `fetch` on anything but a text column that is not a key, and a column key that differs from
 * the physical name semantics files will import it by.
 */
export function columnFindings(model: MetadataModel): Finding[] {
  return [...model.schemaFiles.values()].flatMap(({ file }) =>
    columnsOf(file).flatMap(([key, column]) => checkColumn(file, key, column)),
  );
}

export function columnsOf(file: ParsedMetadataFile): [string, Record<string, unknown>][] {
  return Object.entries(asRecord(asRecord(file.data)?.columns) ?? {}).flatMap(([key, raw]) => {
    const column = asRecord(raw);
    return column ? [[key, column] as [string, Record<string, unknown>]] : [];
  });
}

function checkColumn(file: ParsedMetadataFile, key: string, column: Record<string, unknown>): Finding[] {
  const findings: Finding[] = [];
  const physical = asText(column.column);
  if (physical && physical !== key) {
    findings.push({
      file,
      path: ['columns', key, 'column'],
      message: validatorMessage('column-key-not-physical', { column: physical, key }),
    });
  }
  if (column.fetch !== true) return findings;
  const type = asText(column.type);
  if (column.primary_key === true || column.foreign_key === true) {
    findings.push({ file, path: ['columns', key, 'fetch'], message: validatorMessage('fetch-on-key') });
  } else if (type && !TEXT_TYPE.test(type)) {
    findings.push({ file, path: ['columns', key, 'fetch'], message: validatorMessage('fetch-on-non-text', { type }) });
  }
  return findings;
}
