/**
 * Docusaurus's highlight comments: a line holding only `highlight-next-line`, `highlight-start`
 * or `highlight-end`, written as a comment of the fence's language, marks lines and is itself
 * removed, so readers neither see nor copy it.
 */

const DIRECTIVES = ['highlight-next-line', 'highlight-start', 'highlight-end'] as const;
type Directive = (typeof DIRECTIVES)[number];

const WORD = `(${DIRECTIVES.join('|')})`;
/** Each comment syntax, as a whole line holding one directive. */
const SYNTAX = {
  slashes: new RegExp(`^\\s*//\\s*${WORD}\\s*$`),
  block: new RegExp(`^\\s*/\\*\\s*${WORD}\\s*\\*/\\s*$`),
  jsx: new RegExp(`^\\s*\\{\\s*/\\*\\s*${WORD}\\s*\\*/\\s*\\}\\s*$`),
  hash: new RegExp(`^\\s*#\\s*${WORD}\\s*$`),
  dashes: new RegExp(`^\\s*--\\s*${WORD}\\s*$`),
  html: new RegExp(`^\\s*<!--\\s*${WORD}\\s*-->\\s*$`),
  percent: new RegExp(`^\\s*%\\s*${WORD}\\s*$`),
};
type Syntax = keyof typeof SYNTAX;

const C_LIKE: Syntax[] = ['slashes', 'block'];
const BY_LANGUAGE: Record<string, Syntax[]> = {
  ...Object.fromEntries(
    [
      'js',
      'javascript',
      'ts',
      'typescript',
      'json',
      'jsonc',
      'java',
      'c',
      'cpp',
      'go',
      'rust',
      'kotlin',
      'swift',
      'scala',
      'php',
    ].map((l) => [l, C_LIKE]),
  ),
  ...Object.fromEntries(['jsx', 'tsx'].map((l) => [l, [...C_LIKE, 'jsx'] as Syntax[]])),
  ...Object.fromEntries(['css', 'scss', 'less'].map((l) => [l, ['block'] as Syntax[]])),
  ...Object.fromEntries(
    [
      'bash',
      'sh',
      'shell',
      'zsh',
      'console',
      'python',
      'py',
      'yaml',
      'yml',
      'toml',
      'ruby',
      'r',
      'dockerfile',
      'ini',
    ].map((l) => [l, ['hash'] as Syntax[]]),
  ),
  ...Object.fromEntries(['sql', 'lua', 'haskell'].map((l) => [l, ['dashes'] as Syntax[]])),
  ...Object.fromEntries(['html', 'xml', 'svg', 'markdown', 'md', 'mdx'].map((l) => [l, ['html'] as Syntax[]])),
  ...Object.fromEntries(['tex', 'latex', 'matlab'].map((l) => [l, ['percent'] as Syntax[]])),
};
/** A language the table does not know reads every syntax, as Docusaurus does. */
const EVERY_SYNTAX = Object.keys(SYNTAX) as Syntax[];

export interface MagicCommentResult {
  /** The code without its directive lines. */
  code: string;
  /** Lines the directives mark, counted from 1 over `code`. */
  highlighted: Set<number>;
  /** The first unbalanced directive: its line in the original code (from 1) and what is wrong. */
  problem?: { line: number; message: string };
}

export function applyMagicComments(code: string, language: string): MagicCommentResult {
  const syntaxes = BY_LANGUAGE[language.toLowerCase()] ?? EVERY_SYNTAX;
  const directiveOf = (line: string): Directive | undefined => {
    for (const syntax of syntaxes) {
      const match = SYNTAX[syntax].exec(line);
      if (match) return match[1] as Directive;
    }
    return undefined;
  };
  const kept: string[] = [];
  const highlighted = new Set<number>();
  const openStarts: number[] = [];
  let nextLineFrom: number | undefined;
  let problem: MagicCommentResult['problem'];
  code.split('\n').forEach((line, index) => {
    const directive = directiveOf(line);
    if (directive === 'highlight-next-line') nextLineFrom = index + 1;
    else if (directive === 'highlight-start') openStarts.push(index + 1);
    else if (directive === 'highlight-end') {
      if (openStarts.pop() === undefined)
        problem ??= {
          line: index + 1,
          message: 'highlight-end closes no highlight-start: add a highlight-start above it, or delete it',
        };
    } else {
      kept.push(line);
      if (nextLineFrom !== undefined || openStarts.length > 0) highlighted.add(kept.length);
      nextLineFrom = undefined;
    }
  });
  if (openStarts.length > 0)
    problem ??= {
      line: openStarts[0],
      message: 'highlight-start has no highlight-end: add one after the last line to highlight',
    };
  return { code: kept.join('\n'), highlighted, problem };
}
