import { asList, asRecord, asText, type Finding, type MetadataModel } from './metadata-model';
import { columnsOf } from './column-rules';
import { joinOperands } from './schema-references';
import { validatorMessage } from './validator-messages';

// "/ COUNT(DISTINCT [x])", "/ NULLIF(COUNT(DISTINCT [x]), 0)", or "/ [metric]" naming such a count.
const DENOMINATOR = /\/\s*(?:NULLIF\s*\(\s*)?\(?\s*(?:COUNT\s*\(\s*DISTINCT\s*\[([^\]]+)\]\s*\)|\[([^\]]+)\])/gi;
const DISTINCT_COUNT = /^\s*COUNT\s*\(\s*DISTINCT\s*\[([^\]]+)\]\s*\)\s*$/i;
// "SUM([points])" or "100.0 * SUM([points])": a numerator that AVG can replace, factor kept.
const SUM_OF_ONE = /^(?:(\d+(?:\.\d+)?)\s*\*\s*)?SUM\s*\(\s*\[([^\]]+)\]\s*\)$/i;

/**
 * A ratio in a fact file must divide by the rows its numerator adds up (semantics-layer page,
 * "Ratios at every level"). Dividing by COUNT(DISTINCT [col]) where col is only part of the
 * table's primary key is right for one value of the other key columns and wrong above it: on a
 * table with one row per player per game, points over distinct games is a player's average, but
 * for a conference a game between two of its teams counts once while both teams' points are added.
 * A count of entities that a dimension file describes (players, teams) is left alone: points per
 * distinct player means the same at every level.
 */
export function ratioFindings(model: MetadataModel): Finding[] {
  return [...model.semanticsFiles.values()].flatMap(({ file }) => {
    const data = asRecord(file.data);
    if (data?.type !== 'fact') return [];
    const metrics = asRecord(data.metrics) ?? {};
    return Object.entries(metrics).flatMap(([metric, raw]) => {
      const calculation = asText(asRecord(raw)?.calculation) ?? '';
      // The first division whose denominator counts part of a key; a numerator may divide too.
      const found = [...calculation.matchAll(DENOMINATOR)].flatMap((match) => {
        const column =
          match[1]?.trim() ??
          DISTINCT_COUNT.exec(asText(asRecord(metrics[match[2].trim()])?.calculation) ?? '')?.[1]?.trim();
        const key = column ? partialKeyOf(model, data.source, column) : undefined;
        return column && key ? [{ column, key, at: match.index }] : [];
      })[0];
      if (!found) return [];
      const { column, key } = found;
      const numerator = calculation.slice(0, found.at).trim();
      const summed = SUM_OF_ONE.exec(numerator);
      const factor = summed?.[1] && Number(summed[1]) !== 1 ? summed[1] : '1.0';
      const instead = summed ? `AVG(${factor} * [${summed[2]}])` : `${numerator} / NULLIF(COUNT(*), 0)`;
      const message = validatorMessage('ratio-over-part-of-the-key', {
        metric,
        column,
        table: key.table,
        key: key.columns.join(', '),
        others: key.columns.filter((c) => c !== column).join(' and '),
        instead,
      });
      return [{ file, path: ['metrics', metric, 'calculation'], message }];
    });
  });
}

/** The table and its composite primary key, when the imported `column` is one part of that key. */
function partialKeyOf(
  model: MetadataModel,
  source: unknown,
  column: string,
): { table: string; columns: string[] } | undefined {
  for (const [importPath, raw] of Object.entries(asRecord(source) ?? {})) {
    if (!importPath.startsWith('schema.') || !asList(asRecord(raw)?.columns).some((c) => asText(c) === column))
      continue;
    const schema = model.schemaFiles.get(importPath.slice('schema.'.length));
    if (!schema) return undefined;
    const columns = columnsOf(schema.file)
      .filter(([, c]) => c.primary_key === true)
      .map(([name]) => name);
    const entry = asRecord(asList(asRecord(schema.file.data)?.table_info)[0]);
    const table = asText(entry?.table);
    if (!table || columns.length < 2 || !columns.includes(column) || countsEntities(model, table, column, entry?.joins))
      return undefined;
    return { table, columns };
  }
  return undefined;
}

/**
 * True when `column` joins a table that a dimension file describes (player_id to player_d): a
 * ratio per distinct player is per player at every level, so only counts of events are reported.
 */
function countsEntities(model: MetadataModel, table: string, column: string, joins: unknown): boolean {
  const targets = asList(joins).flatMap((raw) => {
    const other = asText(asRecord(raw)?.join);
    const on = asText(asRecord(raw)?.on) ?? '';
    return other && joinOperands(on).some((o) => o.table === table && o.column === column) ? [other] : [];
  });
  return [...model.semanticsFiles.values()].some(({ file }) => {
    const data = asRecord(file.data);
    if (data?.type !== 'dimension') return false;
    return Object.keys(asRecord(data.source) ?? {}).some((importPath) => {
      const schema = model.schemaFiles.get(importPath.replace(/^schema\./, ''));
      return (
        importPath.startsWith('schema.') &&
        schema &&
        [...model.tables].some(([name, s]) => s === schema && targets.includes(name))
      );
    });
  });
}
