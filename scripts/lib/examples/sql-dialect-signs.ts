/** A construct that PostgreSQL does not have and another engine does, found in a SQL text. */
export interface DialectSign {
  /** The engines that write it this way. */
  dialect: string;
  /** What was found, as written in the SQL. */
  found: string;
}

/**
 * Constructs that mark a SQL text as written for another engine. Each is a syntax error or a
 * different meaning in PostgreSQL, so a block showing one is either mislabelled (it needs
 * `dialect="..."`) or a mistake. Kept to unambiguous constructs: a false alarm would teach authors
 * to ignore the check.
 */
const SIGNS: { dialect: string; pattern: RegExp }[] = [
  { dialect: 'MySQL or BigQuery', pattern: /`[^`\n]+`/ },
  { dialect: 'MySQL', pattern: /\bIDENTIFIED\s+BY\b/i },
  { dialect: 'MySQL', pattern: /\bAUTO_INCREMENT\b/i },
  { dialect: 'MySQL', pattern: /\bENGINE\s*=\s*\w+/i },
  { dialect: 'MySQL', pattern: /'[^'\n]*'@'[^'\n]*'/ },
  { dialect: 'MySQL', pattern: /\bSHOW\s+(GRANTS|TABLES|DATABASES)\b/i },
  { dialect: 'Snowflake', pattern: /\bCREATE\s+(OR\s+REPLACE\s+)?(WAREHOUSE|NETWORK\s+POLICY|STAGE|FILE\s+FORMAT)\b/i },
  { dialect: 'Snowflake', pattern: /\bUSE\s+(ROLE|WAREHOUSE|DATABASE|SCHEMA)\b/i },
  { dialect: 'Snowflake', pattern: /\bGRANT\s+ROLE\b/i },
  { dialect: 'Snowflake', pattern: /\bTO\s+USER\b/i },
  { dialect: 'Snowflake or BigQuery', pattern: /\bQUALIFY\b/i },
  { dialect: 'Snowflake', pattern: /\bLATERAL\s+FLATTEN\b/i },
  { dialect: 'BigQuery', pattern: /\b(INT64|FLOAT64|SAFE_DIVIDE|STRUCT\s*<|ARRAY\s*<)/i },
  { dialect: 'Redshift', pattern: /\b(DISTKEY|SORTKEY|DISTSTYLE)\b/i },
  { dialect: 'SQL Server or Synapse', pattern: /\bSELECT\s+(DISTINCT\s+)?TOP\s*\(?\s*\d+/i },
  { dialect: 'SQL Server or Synapse', pattern: /^\s*GO\s*;?\s*$/im },
  { dialect: 'SQL Server or Synapse', pattern: /\b(NVARCHAR|GETDATE\s*\(|CREATE\s+LOGIN|EXEC\s+sp_\w+)/i },
  { dialect: 'SQL Server or Synapse', pattern: /\bDISTRIBUTION\s*=\s*(HASH|ROUND_ROBIN|REPLICATE)\b/i },
  { dialect: 'Snowflake, Redshift or SQL Server', pattern: /\b(DATEADD|DATEDIFF)\s*\(/i },
  { dialect: 'Oracle', pattern: /\b(FROM\s+DUAL|VARCHAR2|NVL\s*\(|ROWNUM)\b/i },
];

/**
 * Signs that `sql` is written for an engine other than PostgreSQL. Comments are left out, so a
 * comment may name another engine's syntax to contrast it.
 */
export function otherDialectSigns(sql: string): DialectSign[] {
  const code = withoutComments(sql);
  return SIGNS.flatMap(({ dialect, pattern }) => {
    const match = pattern.exec(code);
    return match ? [{ dialect, found: match[0].trim() }] : [];
  });
}

/** The SQL with `-- line` and `/* block *\/` comments blanked; quoted text is kept as it is. */
function withoutComments(sql: string): string {
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const quote = sql[i] === "'" || sql[i] === '"' ? sql[i] : null;
    if (quote) {
      const end = sql.indexOf(quote, i + 1);
      const stop = end === -1 ? sql.length : end + 1;
      out += sql.slice(i, stop);
      i = stop;
    } else if (sql.startsWith('--', i)) {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end;
    } else if (sql.startsWith('/*', i)) {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
      out += ' ';
    } else {
      out += sql[i++];
    }
  }
  return out;
}
