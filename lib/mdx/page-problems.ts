import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { toDisplayPath } from '../content/files';
import { ContentError } from '../content/schemas';
import { originOf } from './source-file';
import { report } from '../integrity/report.mjs';

/** One thing wrong in a page or in a partial it includes: where, and the sentence the build prints. */
export interface PageProblem {
  /** Repository-relative path of the file the problem is written in (a partial's, for text it holds). */
  file: string;
  line: number;
  column?: number;
  /** The whole message, `file:line:column` included, as the build and `next dev` show it. */
  message: string;
}

declare module 'vfile' {
  interface DataMap {
    /** Problems the Markdown plugins found in this file so far (page-problems.ts). */
    pageProblems: PageProblem[];
    /** What the plugins left out of this file at a site check's 'warn' level (reportWarning). */
    pageWarnings: PageProblem[];
  }
}

/**
 * Notes a problem with `node` and lets the pipeline go on, so one compile reports every problem
 * of a page that the plugins can find, not only the first; `settlePageProblems` throws them all
 * once the pipeline is done. The plugin leaves the tree in a state later plugins can read (the
 * node removed or kept as plain text), never rendered: the page does not build while a problem stands.
 */
export function reportProblem(file: VFile, message: string, node: { position?: Position }): void {
  addPageProblems(file, [problemAt(file, message, node)]);
}

/**
 * Notes what a plugin left out of the page because a site check (lib/site-checks.mjs) is set to
 * 'warn': the page builds, and `settlePageProblems` hands each warning on once the pipeline is done.
 */
export function reportWarning(file: VFile, message: string, node: { position?: Position }): void {
  const warnings = (file.data.pageWarnings ??= []);
  const problem = problemAt(file, message, node);
  if (!warnings.some((known) => known.message === problem.message)) warnings.push(problem);
}

function problemAt(file: VFile, message: string, node: { position?: Position }): PageProblem {
  const start = node.position?.start;
  const path = originOf(node) ?? file.path;
  const problem: PageProblem = {
    file: displayPathOf(path),
    line: start?.line ?? 1,
    message,
  };
  if (start?.column !== undefined) problem.column = start.column;
  return problem;
}

/** Adds problems found elsewhere (in a partial's own compile) to the page's. */
export function addPageProblems(file: VFile, problems: readonly PageProblem[]): void {
  const list = (file.data.pageProblems ??= []);
  for (const problem of problems) {
    if (!list.some((known) => known.message === problem.message)) list.push(problem);
  }
}

/** Adds what a partial's own compile reported, problems and warnings, to the page that includes it. */
export function addPartialReports(page: VFile, partial: VFile): void {
  addPageProblems(page, pageProblemsOf(partial));
  const warnings = (page.data.pageWarnings ??= []);
  for (const warning of partial.data.pageWarnings ?? [])
    if (!warnings.some((known) => known.message === warning.message)) warnings.push(warning);
}

export function pageProblemsOf(file: VFile): PageProblem[] {
  return file.data.pageProblems ?? [];
}

/** Every problem of one page, thrown at once: the message lists each on its own line. */
export class PageProblemsError extends ContentError {
  readonly problems: PageProblem[];
  /** Where the first problem is, for tools that print the source around an error. */
  readonly position?: Position;

  /** `page` is the display path of the page the problems are in: its own are listed first. */
  constructor(found: PageProblem[], page?: string) {
    const problems = inReadingOrder(found, page);
    const count = problems.length;
    super(
      count === 1
        ? problems[0].message
        : `The page has ${count} problems; fix them all, then build again:\n${problems.map((p) => `  - ${p.message}`).join('\n')}`,
    );
    this.problems = problems;
    const first = problems[0];
    if (first)
      this.position = {
        start: { line: first.line, column: first.column ?? 1 },
        end: { line: first.line, column: first.column ?? 1 },
      };
  }
}

/** Prints a warning as the build prints every 'warn' of lib/site-checks.mjs. */
const printWarning = (warning: PageProblem) => report('warn', warning.message);

/**
 * Runs a Markdown pipeline over `file` and throws every problem its plugins noted, in one error.
 * When the pipeline also failed (an MDX syntax error, a missing example file), its error is one
 * more problem: with no problem noted first, it is thrown as it is. Each warning noted goes to
 * `onWarning` first (printed, by default).
 */
export async function settlePageProblems<T>(
  file: VFile,
  run: Promise<T>,
  onWarning: (warning: PageProblem) => void = printWarning,
): Promise<T> {
  const page = displayPathOf(file.path);
  let result: T;
  try {
    result = await run;
  } catch (error) {
    const noted = pageProblemsOf(file);
    if (noted.length === 0) throw error;
    throw new PageProblemsError([...noted, problemFromError(file, error as Error)], page);
  } finally {
    for (const warning of inReadingOrder(file.data.pageWarnings ?? [], page)) onWarning(warning);
  }
  const noted = pageProblemsOf(file);
  if (noted.length > 0) throw new PageProblemsError(noted, page);
  return result;
}

function problemFromError(file: VFile, error: Error & { line?: number; column?: number }): PageProblem {
  return {
    file: displayPathOf(file.path),
    line: error.line ?? 1,
    message: error.message,
  };
}

/**
 * By line and column within each file: the page's own first, though the partials it includes are
 * read before its own checks run, then each other file in the order its first problem was found.
 */
function inReadingOrder(problems: PageProblem[], page?: string): PageProblem[] {
  const files = [...new Set([...(page === undefined ? [] : [page]), ...problems.map((problem) => problem.file)])];
  return [...problems].sort(
    (a, b) => files.indexOf(a.file) - files.indexOf(b.file) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0),
  );
}

function displayPathOf(path: string | undefined): string {
  return path ? toDisplayPath(path) : 'the Markdown input';
}

/**
 * A problem found by a helper deep inside a plugin (a fence's meta, one tab of a `<Tabs>`), which
 * can only stop reading that node: thrown there, noted by `noteProblems` at the node it names.
 */
export class NodeProblem extends Error {
  constructor(
    message: string,
    readonly node: { position?: Position },
  ) {
    super(message);
  }
}

/**
 * Reads one node with `read`: a NodeProblem it throws is noted (reportProblem) and only that node
 * is given up, so the page's other problems are found too. Returns whether the node was read.
 */
export function noteProblems(file: VFile, read: () => void): boolean {
  try {
    read();
    return true;
  } catch (error) {
    if (!(error instanceof NodeProblem)) throw error;
    reportProblem(file, error.message, error.node);
    return false;
  }
}
