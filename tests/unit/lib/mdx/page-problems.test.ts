import path from 'node:path';
import type { Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentError } from '@/lib/content/schemas';
import {
  addPartialReports,
  NodeProblem,
  noteProblems,
  PageProblemsError,
  pageProblemsOf,
  reportProblem,
  reportWarning,
  settlePageProblems,
  type PageProblem,
} from '@/lib/mdx/page-problems';
import { contentSourceFile, markOrigin } from '@/lib/mdx/source-file';

const PAGE = 'content/docs/guide/page.md';
const PARTIAL = 'content/docs/guide/_steps.md';
const newPage = () => contentSourceFile({ sourcePath: path.join(process.cwd(), PAGE), body: '' });
const at = (line: number, column = 1) => ({ position: { start: { line, column }, end: { line, column } } });
/** What a settled pipeline threw. */
const thrown = (run: Promise<unknown>) =>
  run.then(
    () => expect.unreachable('the pipeline settled'),
    (error) => error,
  );

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the problems of one page', () => {
  it('leave the pipeline to finish, then stop it with the one problem as the message', async () => {
    const file = newPage();
    const pipeline = (async () => {
      reportProblem(file, `The admonition in ${PAGE}:3:1 has no type.`, at(3));
      return 'rendered';
    })();
    const error = await thrown(settlePageProblems(file, pipeline, () => {}));
    expect(error).toBeInstanceOf(PageProblemsError);
    expect(error).toBeInstanceOf(ContentError);
    expect(error.message).toBe(`The admonition in ${PAGE}:3:1 has no type.`);
    expect(error.problems).toEqual([
      { file: PAGE, line: 3, column: 1, message: `The admonition in ${PAGE}:3:1 has no type.` },
    ]);
  });

  it("are all listed at once, by line and column, the page's own before a partial's", async () => {
    const file = newPage();
    const partial = parse('Partial text.\n');
    markOrigin(partial, path.join(process.cwd(), PARTIAL));
    // A partial's problems are found first: the partials are read before the page's own checks.
    reportProblem(file, 'in the partial', partial.children[0]);
    reportProblem(file, 'second on line 9', at(9, 4));
    reportProblem(file, 'first on line 9', at(9, 2));
    reportProblem(file, 'on line 2', at(2));
    const error = await thrown(settlePageProblems(file, Promise.resolve(), () => {}));
    expect(error.message).toBe(
      'The page has 4 problems; fix them all, then build again:\n  - on line 2\n  - first on line 9\n  - second on line 9\n  - in the partial',
    );
    expect(error.problems.map((problem: PageProblem) => problem.file)).toEqual([PAGE, PAGE, PAGE, PARTIAL]);
    // Tools that print the source around an error point at the first problem.
    expect(error.position).toEqual({ start: { line: 2, column: 1 }, end: { line: 2, column: 1 } });
  });

  it('list a problem reported twice once', () => {
    const file = newPage();
    reportProblem(file, 'the same sentence', at(4));
    reportProblem(file, 'the same sentence', at(4));
    expect(pageProblemsOf(file)).toHaveLength(1);
  });

  it('are at line 1 of "the Markdown input" when the node has no position and the text no file', () => {
    const file = newPage();
    reportProblem(file, 'somewhere', {});
    expect(pageProblemsOf(file)).toEqual([{ file: PAGE, line: 1, message: 'somewhere' }]);
    const bare = new VFile('Text given without a file.\n');
    reportProblem(bare, 'nowhere', {});
    expect(pageProblemsOf(bare)).toEqual([{ file: 'the Markdown input', line: 1, message: 'nowhere' }]);
  });

  it('let a pipeline without any settle to its result', async () => {
    await expect(settlePageProblems(newPage(), Promise.resolve('rendered'), () => {})).resolves.toBe('rendered');
  });
});

describe('a pipeline that fails', () => {
  it('throws its own error as it is when no problem was noted before', async () => {
    const failure = new Error('Example file "demo/none.yml" not found in content/examples');
    await expect(settlePageProblems(newPage(), Promise.reject(failure), () => {})).rejects.toBe(failure);
  });

  it('adds its error, at the line it gives, to the problems noted before', async () => {
    const file = newPage();
    reportProblem(file, 'noted first', at(8));
    const failure = Object.assign(new Error('Could not parse expression with acorn'), { line: 5 });
    const error = await thrown(settlePageProblems(file, Promise.reject(failure), () => {}));
    expect(error.problems).toEqual([
      { file: PAGE, line: 5, message: 'Could not parse expression with acorn' },
      { file: PAGE, line: 8, column: 1, message: 'noted first' },
    ]);
  });
});

describe("a page's warnings", () => {
  it('are handed on in reading order, once each, and the page builds', async () => {
    const file = newPage();
    reportWarning(file, 'left out on line 7', at(7));
    reportWarning(file, 'left out on line 3', at(3));
    reportWarning(file, 'left out on line 3', at(3));
    const warnings: string[] = [];
    await expect(settlePageProblems(file, Promise.resolve('built'), (w) => warnings.push(w.message))).resolves.toBe(
      'built',
    );
    expect(warnings).toEqual(['left out on line 3', 'left out on line 7']);
  });

  it('are handed on when the pipeline fails too', async () => {
    const file = newPage();
    reportWarning(file, 'left out', at(2));
    const onWarning = vi.fn();
    await expect(settlePageProblems(file, Promise.reject(new Error('broken')), onWarning)).rejects.toThrow('broken');
    expect(onWarning).toHaveBeenCalledWith(expect.objectContaining({ message: 'left out' }));
  });

  it('are printed as the build prints every warning when no one else takes them', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const file = newPage();
    reportWarning(file, 'The page is built without it.', at(2));
    await settlePageProblems(file, Promise.resolve());
    expect(warn).toHaveBeenCalledWith('[warn] The page is built without it.');
  });
});

describe("a partial's own compile", () => {
  it("adds its problems and warnings to the page's, each once", () => {
    const page = newPage();
    const partial = contentSourceFile({ sourcePath: path.join(process.cwd(), PARTIAL), body: '' });
    reportProblem(page, 'in both', at(1));
    reportProblem(partial, 'in both', at(1));
    reportProblem(partial, 'in the partial', at(2));
    reportWarning(partial, 'a warning in the partial', at(3));
    addPartialReports(page, partial);
    addPartialReports(page, partial);
    expect(pageProblemsOf(page).map((problem) => problem.message)).toEqual(['in both', 'in the partial']);
    expect(page.data.pageWarnings?.map((warning) => [warning.file, warning.message])).toEqual([
      [PARTIAL, 'a warning in the partial'],
    ]);
  });
});

describe('a problem found deep inside a plugin', () => {
  it('gives up the one node it names, noted at that node, and the plugin reads on', () => {
    const file = newPage();
    const read = noteProblems(file, () => {
      throw new NodeProblem('The tab in page.md has no value.', at(6, 3));
    });
    expect(read).toBe(false);
    expect(pageProblemsOf(file)).toEqual([
      { file: PAGE, line: 6, column: 3, message: 'The tab in page.md has no value.' },
    ]);
    expect(noteProblems(file, () => {})).toBe(true);
  });

  it('is told from a bug, which is not caught', () => {
    expect(() =>
      noteProblems(newPage(), () => {
        throw new RangeError('Invalid array length');
      }),
    ).toThrow(RangeError);
  });
});

function parse(markdown: string): Root {
  return unified().use(remarkParse).parse(markdown) as Root;
}
