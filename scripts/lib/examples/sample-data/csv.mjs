// @ts-check

/**
 * CSV as PostgreSQL's COPY reads it with FORMAT csv, HEADER true: a header row, commas, a
 * value quoted only when it holds a comma, quote or line break, and NULL as an empty field.
 * @param {string[]} columns
 * @param {Record<string, unknown>[]} rows
 */
export function toCsv(columns, rows) {
  const cell = (/** @type {unknown} */ value) => {
    if (value === null || value === undefined) return '';
    const text = String(value);
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [columns.join(','), ...rows.map((row) => columns.map((c) => cell(row[c])).join(','))].join('\n') + '\n';
}

/**
 * Reads what toCsv writes (and any RFC 4180 file). Empty unquoted fields become null, so a
 * NULL and an empty quoted string stay different, as they are for COPY.
 * @param {string} text
 * @returns {{ header: string[], rows: (string | null)[][] }}
 */
export function parseCsv(text) {
  /** @type {(string | null)[][]} */
  const records = [];
  /** @type {(string | null)[]} */
  let record = [];
  let field = '';
  let quoted = false;
  let inQuotes = false;
  const endField = () => {
    record.push(field === '' && !quoted ? null : field);
    field = '';
    quoted = false;
  };
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (inQuotes) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (ch === '"') inQuotes = false;
      else field += ch;
    } else if (ch === '"') {
      inQuotes = true;
      quoted = true;
    } else if (ch === ',') endField();
    else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
      endField();
      records.push(record);
      record = [];
    } else field += ch;
  }
  if (field !== '' || quoted || record.length > 0) {
    endField();
    records.push(record);
  }
  const [header = [], ...rows] = records;
  return { header: header.map((h) => h ?? ''), rows };
}
