import { describe, expect, it } from 'vitest';
import { applyMagicComments } from '@/lib/mdx/magic-comments';

const lines = (...rows: string[]) => rows.join('\n');

describe('highlight comments', () => {
  it('mark the next line and are themselves removed', () => {
    expect(
      applyMagicComments(lines('const a = 1;', '// highlight-next-line', 'const b = 2;', 'const c = 3;'), 'js'),
    ).toEqual({
      code: lines('const a = 1;', 'const b = 2;', 'const c = 3;'),
      highlighted: new Set([2]),
      problem: undefined,
    });
  });

  it('mark every line between a start and an end, counted over the code as shown', () => {
    const result = applyMagicComments(lines('# highlight-start', 'one', 'two', '# highlight-end', 'three'), 'python');
    expect(result.code).toBe(lines('one', 'two', 'three'));
    expect([...result.highlighted]).toEqual([1, 2]);
  });

  it('nest, a range staying open until its own end', () => {
    const code = lines(
      '-- highlight-start',
      'a',
      '-- highlight-start',
      'b',
      '-- highlight-end',
      'c',
      '-- highlight-end',
      'd',
    );
    const result = applyMagicComments(code, 'sql');
    expect(result.code).toBe(lines('a', 'b', 'c', 'd'));
    expect([...result.highlighted]).toEqual([1, 2, 3]);
    expect(result.problem).toBeUndefined();
  });

  it('leave the code as it is without any', () => {
    expect(applyMagicComments('SELECT 1;', 'sql')).toEqual({
      code: 'SELECT 1;',
      highlighted: new Set(),
      problem: undefined,
    });
  });

  it('allow spaces around the directive and inside the comment', () => {
    expect(applyMagicComments(lines('   //   highlight-next-line   ', 'x'), 'ts').code).toBe('x');
    expect(applyMagicComments(lines('/* highlight-next-line */', 'x'), 'css').code).toBe('x');
  });
});

describe('the comment syntax of a language', () => {
  it('is its own: a SQL block keeps a line that is a comment in another language', () => {
    const result = applyMagicComments(lines('# highlight-next-line', 'SELECT 1;'), 'sql');
    expect(result.code).toBe(lines('# highlight-next-line', 'SELECT 1;'));
    expect(result.highlighted.size).toBe(0);
  });

  it('includes JSX comments in jsx and tsx, and HTML comments in Markdown', () => {
    expect(applyMagicComments(lines('{/* highlight-next-line */}', '<App />'), 'tsx').code).toBe('<App />');
    expect(applyMagicComments(lines('{/* highlight-next-line */}', '<App />'), 'js').code).toBe(
      lines('{/* highlight-next-line */}', '<App />'),
    );
    expect(applyMagicComments(lines('<!-- highlight-next-line -->', '# Title'), 'md').code).toBe('# Title');
    expect(applyMagicComments(lines('% highlight-next-line', '\\section{A}'), 'latex').code).toBe('\\section{A}');
  });

  it('is found whatever the case of the language name', () => {
    expect(applyMagicComments(lines('-- highlight-next-line', 'SELECT 1;'), 'SQL').code).toBe('SELECT 1;');
  });

  it('is every syntax for a language the table does not know', () => {
    const code = lines('# highlight-next-line', 'a', '// highlight-next-line', 'b', '-- highlight-next-line', 'c');
    const result = applyMagicComments(code, 'text');
    expect(result.code).toBe(lines('a', 'b', 'c'));
    expect([...result.highlighted]).toEqual([1, 2, 3]);
  });

  it('needs the whole line to be the comment', () => {
    const code = lines('x = 1  # highlight-next-line', 'y = 2');
    expect(applyMagicComments(code, 'python')).toMatchObject({ code, highlighted: new Set() });
  });
});

describe('an unbalanced highlight comment', () => {
  it('is an end without a start, named by its line in the original code', () => {
    const result = applyMagicComments(lines('a', 'b', '// highlight-end', 'c'), 'js');
    expect(result.problem).toEqual({
      line: 3,
      message: 'highlight-end closes no highlight-start: add a highlight-start above it, or delete it',
    });
    expect(result.code).toBe(lines('a', 'b', 'c'));
  });

  it('is a start without an end, named by the first one left open', () => {
    const result = applyMagicComments(
      lines('a', '# highlight-start', 'b', '# highlight-start', 'c', '# highlight-end'),
      'sh',
    );
    expect(result.problem).toEqual({
      line: 2,
      message: 'highlight-start has no highlight-end: add one after the last line to highlight',
    });
  });

  it('reports the first problem only', () => {
    const result = applyMagicComments(lines('// highlight-end', '// highlight-start', 'x'), 'js');
    expect(result.problem?.line).toBe(1);
  });
});
