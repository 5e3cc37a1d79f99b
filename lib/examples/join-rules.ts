import type { ParsedMetadataFile } from './metadata-files';
import { asList, asRecord, asText, type Finding, type MetadataModel } from './metadata-model';
import { columnsOf } from './column-rules';
import { joinOperands } from './schema-references';
import { validatorMessage } from './validator-messages';

/**
 * How foreign keys and joins must line up, as the schema-layer page states: a join is declared
 * in the file of the table that holds the foreign key and goes through a column marked
 * `foreign_key: true`; every such column has a join; and when a table joins the same table
 * more than once, each join goes through its own column, whose `desc` names the role, because
 * that column is all the agent has to tell "home team" from "away team".
 */
export function joinFindings(model: MetadataModel): Finding[] {
  return [...model.schemaFiles.values()].flatMap(({ file }) =>
    asList(asRecord(file.data)?.table_info).flatMap((entry, index) => {
      const table = asText(asRecord(entry)?.table);
      return table ? tableJoinFindings(file, index, table, asList(asRecord(entry)?.joins)) : [];
    }),
  );
}

function tableJoinFindings(file: ParsedMetadataFile, index: number, table: string, joins: unknown[]): Finding[] {
  const findings: Finding[] = [];
  const columns = new Map(columnsOf(file));
  const used = new Set<string>();
  const firstUse = new Map<string, { columns: string; at: number }>();
  let unreadable = false;
  joins.forEach((raw, j) => {
    const other = asText(asRecord(raw)?.join);
    const on = asText(asRecord(raw)?.on);
    if (!other || !on) return;
    const at = ['table_info', index, 'joins', j, 'on'];
    const operands = joinOperands(on);
    if (operands.length === 0) unreadable = true;
    const own = operands.filter((o) => o.table === table && o.table !== other).map((o) => o.column);
    own.forEach((c) => used.add(c));
    // A condition that does not relate the two tables is already reported; roles add nothing.
    if (own.length === 0 || !operands.some((o) => o.table === other)) return;
    for (const name of own) {
      const column = columns.get(name);
      if (column && column.foreign_key !== true) {
        findings.push({
          file,
          path: at,
          message: validatorMessage('join-column-not-foreign-key', { table, column: name }),
        });
      }
    }
    const key = [...own].sort().join(', ');
    const earlier = firstUse.get(other);
    if (!earlier) {
      firstUse.set(other, { columns: key, at: j });
      return;
    }
    if (earlier.columns === key) {
      findings.push({
        file,
        path: at,
        message: validatorMessage('same-join-column', { other, columns: key || 'none', index: earlier.at }),
      });
    }
    for (const name of new Set([...own, ...(joins.length ? ownColumnsOf(joins[earlier.at], table, other) : [])])) {
      if (columns.has(name) && !asText(columns.get(name)?.desc)) {
        findings.push({
          file,
          path: ['columns', name],
          message: validatorMessage('join-role-without-desc', { table, other }),
        });
      }
    }
  });
  // With a condition that names no column, which foreign key it meant is unknown: say nothing.
  for (const [name, column] of unreadable ? [] : columns) {
    if (column.foreign_key === true && !used.has(name)) {
      findings.push({
        file,
        path: ['columns', name, 'foreign_key'],
        message: validatorMessage('foreign-key-without-join', { table, column: name }),
      });
    }
  }
  return dedupe(findings);
}

function ownColumnsOf(raw: unknown, table: string, other: string): string[] {
  const on = asText(asRecord(raw)?.on);
  return on
    ? joinOperands(on)
        .filter((o) => o.table === table && o.table !== other)
        .map((o) => o.column)
    : [];
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const id = `${f.path.join('.')}|${f.message}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}
