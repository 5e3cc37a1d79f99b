import type { ParsedMetadataFile } from './metadata-files';
import { asList, asRecord, asText, listNames, type Finding, type MetadataModel } from './metadata-model';

/** `grain` and `joins` of every schema table, and the columns hierarchy levels name. */
export function schemaReferenceFindings(model: MetadataModel): Finding[] {
  const findings: Finding[] = [];
  for (const { file } of model.schemaFiles.values()) {
    asList(asRecord(file.data)?.table_info).forEach((entry, index) => {
      const info = asRecord(entry);
      const table = asText(info?.table);
      findings.push(...grainFindings(model, file, index, info?.grain));
      if (table) findings.push(...joinFindings(model, file, index, table, info?.joins));
    });
  }
  findings.push(...levelColumnFindings(model));
  return findings;
}

function grainFindings(model: MetadataModel, file: ParsedMetadataFile, index: number, grain: unknown): Finding[] {
  const findings: Finding[] = [];
  for (const [hierarchy, rawLevel] of Object.entries(asRecord(grain) ?? {})) {
    const path = ['table_info', index, 'grain', hierarchy];
    const level = asText(rawLevel);
    if (!model.hierarchies) {
      findings.push({ file, path, message: `names the hierarchy "${hierarchy}", but the folder has no hierarchy.yml to define it` });
      continue;
    }
    if (model.hierarchyFile && model.unreadable.has(model.hierarchyFile)) continue;
    const levels = model.hierarchies.get(hierarchy);
    if (!levels) {
      findings.push({ file, path, message: `hierarchy "${hierarchy}" is not defined in hierarchy.yml (hierarchies there: ${listNames(model.hierarchies.keys())})` });
    } else if (level && !levels.includes(level)) {
      findings.push({ file, path, message: `"${level}" is not a level of hierarchy "${hierarchy}" (its levels: ${levels.join(', ')})` });
    }
  }
  return findings;
}

// Quoted literals are removed first so a value such as 'St. Louis' is not read as table.column.
const STRING_LITERAL = /'(?:[^']|'')*'|"[^"]*"/g;
const OPERAND = /\b([A-Za-z_]\w*)\.([A-Za-z_]\w*)\b/g;

/** The `table.column` operands of a join condition, in order. */
export function joinOperands(on: string): { table: string; column: string }[] {
  return [...on.replace(STRING_LITERAL, "''").matchAll(OPERAND)].map((m) => ({ table: m[1], column: m[2] }));
}

function joinFindings(model: MetadataModel, file: ParsedMetadataFile, index: number, table: string, joins: unknown): Finding[] {
  const findings: Finding[] = [];
  asList(joins).forEach((raw, j) => {
    const entry = asRecord(raw);
    const other = asText(entry?.join);
    const on = asText(entry?.on);
    const at = (key: string) => ['table_info', index, 'joins', j, key];
    if (other && !model.tables.has(other) && !anyUnreadable(model)) {
      findings.push({ file, path: at('join'), message: `joins "${other}", which no schema file defines (tables: ${listNames(model.tables.keys())})` });
    }
    if (!on) return;
    const operands = joinOperands(on);
    if (operands.length === 0) {
      findings.push({ file, path: at('on'), message: `"${on}" names no table.column operands; write it as "${table}.<column> = ${other ?? '<table>'}.<column>"` });
      return;
    }
    for (const operand of operands) {
      const message = operandProblem(model, operand, table, other);
      if (message) findings.push({ file, path: at('on'), message: `"${on}": ${message}` });
    }
    for (const side of new Set([table, other ?? table])) {
      if (!operands.some((o) => o.table === side)) {
        findings.push({ file, path: at('on'), message: `"${on}" compares no column of ${side}; a join condition relates ${table} to ${other}` });
      }
    }
  });
  return findings;
}

function operandProblem(model: MetadataModel, operand: { table: string; column: string }, table: string, other: string | undefined): string | undefined {
  const name = `${operand.table}.${operand.column}`;
  if (operand.table !== table && operand.table !== other) {
    return `${name} belongs to neither ${table} nor ${other ?? 'the joined table'}`;
  }
  const owner = model.tables.get(operand.table);
  // An unknown joined table is already reported on `join`; the operand adds nothing.
  if (!owner) return anyUnreadable(model) || operand.table === other ? undefined : `${name} names table "${operand.table}", which no schema file defines`;
  if (model.unreadable.has(owner.file) || owner.columns.has(operand.column)) return undefined;
  return `${name} is not a column of ${operand.table} (${owner.file.source.displayPath} has: ${listNames(owner.columns)})`;
}

/** A hierarchy level drills by a column, so the column must exist in some table. */
function levelColumnFindings(model: MetadataModel): Finding[] {
  const file = model.hierarchyFile;
  if (!file || model.schemaFiles.size === 0 || anyUnreadable(model)) return [];
  const known = new Set([...model.schemaFiles.values()].flatMap((s) => [...s.columns]));
  const findings: Finding[] = [];
  for (const [name, raw] of Object.entries(asRecord(asRecord(file.data)?.hierarchies) ?? {})) {
    const seen = new Set<string>();
    asList(asRecord(raw)?.levels).forEach((entry, i) => {
      const level = asText(asRecord(entry)?.level);
      const column = asText(asRecord(entry)?.column);
      if (level && seen.has(level)) findings.push({ file, path: ['hierarchies', name, 'levels', i, 'level'], message: `level "${level}" appears twice in hierarchy "${name}"` });
      if (level) seen.add(level);
      if (column && !known.has(column)) {
        findings.push({ file, path: ['hierarchies', name, 'levels', i, 'column'], message: `column "${column}" is not a column in any schema file` });
      }
    });
  }
  return findings;
}

function anyUnreadable(model: MetadataModel): boolean {
  return [...model.unreadable].some((f) => f.kind === 'schema');
}
