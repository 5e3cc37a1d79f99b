/**
 * Whether a text value from a CSV file can be stored in a column of the given SQL type, as
 * PostgreSQL's COPY would accept it. Returns why not, or undefined when it fits. Only the types
 * the metadata pages use are known; any other type is reported, so a new one gets a rule here.
 */
export function sqlValueProblem(type: string, value: string): string | undefined {
  const upper = type.trim().toUpperCase();
  const sized = /^(\w+)\s*\(\s*(\d+)\s*(?:,\s*(\d+)\s*)?\)$/.exec(upper);
  const base = sized ? sized[1] : upper;
  switch (base) {
    case 'SMALLINT':
      return integerProblem(value, 32767);
    case 'INTEGER':
    case 'INT':
      return integerProblem(value, 2147483647);
    case 'NUMERIC':
    case 'DECIMAL':
      return numericProblem(value, sized ? Number(sized[2]) : undefined, sized?.[3] ? Number(sized[3]) : 0);
    case 'CHAR':
      return value.length === Number(sized?.[2] ?? 1)
        ? undefined
        : `has ${value.length} characters; CHAR(${sized?.[2] ?? 1}) holds exactly ${sized?.[2] ?? 1}`;
    case 'VARCHAR':
      return sized && value.length > Number(sized[2])
        ? `has ${value.length} characters; ${upper} holds at most ${sized[2]}`
        : undefined;
    case 'TEXT':
      return undefined;
    case 'DATE':
      return isIsoDate(value) ? undefined : 'is not a date written YYYY-MM-DD';
    case 'BOOLEAN':
      return value === 'true' || value === 'false' ? undefined : 'is not true or false';
    default:
      return `has the type ${type}, which this check does not know`;
  }
}

function integerProblem(value: string, max: number): string | undefined {
  if (!/^-?\d+$/.test(value)) return 'is not a whole number';
  return Math.abs(Number(value)) <= max ? undefined : `is outside the range of the type (at most ${max})`;
}

function numericProblem(value: string, precision: number | undefined, scale: number): string | undefined {
  const match = /^-?(\d+)(?:\.(\d+))?$/.exec(value);
  if (!match) return 'is not a decimal number';
  const decimals = match[2]?.length ?? 0;
  if (decimals > scale) return `has ${decimals} decimals; the type keeps ${scale}`;
  if (precision !== undefined && match[1].replace(/^0+(?=\d)/, '').length > precision - scale)
    return `has too many digits before the point for NUMERIC(${precision},${scale})`;
  return undefined;
}

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
