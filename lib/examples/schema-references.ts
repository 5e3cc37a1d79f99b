import type { ParsedMetadataFile } from './metadata-files';
import { asList, asRecord, asText, listNames, type Finding, type MetadataModel } from './metadata-model';
import { validatorMessage, type ValidatorMessage } from './validator-messages';

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
      findings.push({ file, path, message: validatorMessage('grain-without-hierarchy-file', { hierarchy }) });
      continue;
    }
    if (model.hierarchyFile && model.unreadable.has(model.hierarchyFile)) continue;
    const levels = model.hierarchies.get(hierarchy);
    if (!levels) {
      findings.push({
        file,
        path,
        message: validatorMessage('unknown-hierarchy', { hierarchy, hierarchies: listNames(model.hierarchies.keys()) }),
      });
    } else if (level && !levels.includes(level)) {
      findings.push({
        file,
        path,
        message: validatorMessage('unknown-level', { level, hierarchy, levels: levels.join(', ') }),
      });
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

function joinFindings(
  model: MetadataModel,
  file: ParsedMetadataFile,
  index: number,
  table: string,
  joins: unknown,
): Finding[] {
  const findings: Finding[] = [];
  asList(joins).forEach((raw, j) => {
    const entry = asRecord(raw);
    const other = asText(entry?.join);
    const on = asText(entry?.on);
    const at = (key: string) => ['table_info', index, 'joins', j, key];
    if (other && !model.tables.has(other) && !anyUnreadable(model)) {
      findings.push({
        file,
        path: at('join'),
        message: validatorMessage('join-to-unknown-table', { table: other, tables: listNames(model.tables.keys()) }),
      });
    }
    if (!on) return;
    const operands = joinOperands(on);
    if (operands.length === 0) {
      findings.push({
        file,
        path: at('on'),
        message: validatorMessage('join-without-operands', { on, table, other: other ?? '<table>' }),
      });
      return;
    }
    for (const operand of operands) {
      const message = operandProblem(model, on, operand, table, other);
      if (message) findings.push({ file, path: at('on'), message });
    }
    for (const side of new Set([table, other ?? table])) {
      if (!operands.some((o) => o.table === side)) {
        findings.push({
          file,
          path: at('on'),
          message: validatorMessage('join-misses-a-side', { on, side, table, other: String(other) }),
        });
      }
    }
  });
  return findings;
}

function operandProblem(
  model: MetadataModel,
  on: string,
  operand: { table: string; column: string },
  table: string,
  other: string | undefined,
): ValidatorMessage | undefined {
  const name = `${operand.table}.${operand.column}`;
  if (operand.table !== table && operand.table !== other) {
    return validatorMessage('join-operand-of-another-table', {
      on,
      operand: name,
      table,
      other: other ?? 'the joined table',
    });
  }
  const owner = model.tables.get(operand.table);
  // The operand's table is this one, which its own file defines, or the joined one: when no
  // schema file defines that, it is already reported on `join`, and the operand adds nothing.
  if (!owner) return undefined;
  if (model.unreadable.has(owner.file) || owner.columns.has(operand.column)) return undefined;
  return validatorMessage('join-operand-unknown-column', {
    on,
    operand: name,
    table: operand.table,
    file: owner.file.source.displayPath,
    columns: listNames(owner.columns),
  });
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
      if (level && seen.has(level))
        findings.push({
          file,
          path: ['hierarchies', name, 'levels', i, 'level'],
          message: validatorMessage('level-twice', { level, hierarchy: name }),
        });
      if (level) seen.add(level);
      if (column && !known.has(column)) {
        findings.push({
          file,
          path: ['hierarchies', name, 'levels', i, 'column'],
          message: validatorMessage('level-column-unknown', { column }),
        });
      }
    });
  }
  return findings;
}

function anyUnreadable(model: MetadataModel): boolean {
  return [...model.unreadable].some((f) => f.kind === 'schema');
}
