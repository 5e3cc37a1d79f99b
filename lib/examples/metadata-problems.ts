/** One segment of a key path: a mapping key or a list index. */
export type KeySegment = string | number;

/** Something wrong in a metadata folder, located precisely enough to fix without searching. */
export interface MetadataProblem {
  /** Repository-relative path of the file, e.g. `content/examples/nba/schema/game_f.yml`. */
  file: string;
  /** Where in the file, e.g. `table_info[0].joins[1].on`; `(file)` when the whole file is at fault. */
  key: string;
  /** Line of the key (or of its nearest existing parent), 1-based; absent for whole-file problems. */
  line?: number;
  message: string;
}

const PLAIN_KEY = /^[A-Za-z_][\w-]*$/;

/**
 * `['table_info', 0, 'joins', 1, 'on']` -> `table_info[0].joins[1].on`. Keys holding dots,
 * such as the import `schema.game_f`, are quoted so the path stays unambiguous:
 * `source["schema.game_f"].columns[2]`.
 */
export function formatKeyPath(path: readonly KeySegment[]): string {
  if (path.length === 0) return '(root)';
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${segment}]`;
    else if (PLAIN_KEY.test(segment)) out += out ? `.${segment}` : segment;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** `file:line: key: message`, the shape editors and terminals turn into a link. */
export function formatProblem(problem: MetadataProblem): string {
  const where = problem.line ? `${problem.file}:${problem.line}` : problem.file;
  return `${where}: ${problem.key}: ${problem.message}`;
}

/** A report for a terminal or a failing test: a count, then one line per problem. */
export function formatProblems(problems: readonly MetadataProblem[]): string {
  if (problems.length === 0) return 'The metadata has no problems.';
  const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
  return `The metadata has ${count}:\n${problems.map((p) => `  - ${formatProblem(p)}`).join('\n')}`;
}

/** Renders a YAML value for a message: `"yes"`, `3`, `a list`, `empty`. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  return JSON.stringify(value);
}
