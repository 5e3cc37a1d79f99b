import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { codeFenceOptions } from './code-fence-meta';
import { applyMagicComments } from './magic-comments';
import { NodeProblem, noteProblems } from './page-problems';
import { sourceLocation } from './source-file';

/** What rehype-code-lines.ts needs to mark the lines once shiki has split them, kept on the block's wrapper. */
export interface CodeLinesData {
  /** Lines to highlight, counted from 1 over the lines shown. */
  highlighted: number[];
  /** The first line's number, when the block shows line numbers. */
  lineNumbersFrom?: number;
}

/** Where a `div.code-block` keeps its CodeLinesData (node data: never an attribute in the HTML). */
export const CODE_LINES_DATA = 'codeLines';

/** The fence's language, from the `language-*` class remark gives the code element. */
function languageOf(code: Element): string {
  const classes = code.properties?.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  return list.find((c) => c.startsWith('language-'))?.slice('language-'.length) ?? 'text';
}

/**
 * Wraps each `pre > code` in `div.code-block` behind a header bar: the fence's `title="..."` on
 * the left, its language on the right (drawn by CSS from `data-language`, so the label is no text
 * that search or the feeds would index), and room for the copy button, which sits in that bar
 * and never over code. The highlight comments (magic-comments.ts) leave the code here, so the
 * page, its search text and the feeds all show it without them; the lines they and the `{1,4-6}`
 * ranges mark, and `showLineNumbers`, wait on the wrapper for rehype-code-lines.ts. Runs before
 * shiki, which replaces the inner `pre` in place.
 */
export function rehypeCodeBlocks() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const read = noteProblems(file, () => {
        const where = sourceLocation(file, node);
        const fail = (problem: string): never => {
          throw new NodeProblem(`The code block in ${where} ${problem}`, node);
        };
        const options = codeFenceOptions((code.data as { meta?: string } | undefined)?.meta ?? '', fail);
        const language = languageOf(code);
        const lines = applyMagicComments(toString(code).replace(/\n$/, ''), language);
        if (lines.problem) {
          const line = (node.position?.start.line ?? 0) + lines.problem.line;
          throw new NodeProblem(
            `The code block in ${where.replace(/:\d+:\d+$/, '')}:${line}: ${lines.problem.message} (docs/authoring.md, "Code blocks").`,
            node,
          );
        }
        const count = lines.code.split('\n').length;
        const past = [...options.highlighted].find((line) => line > count);
        if (past !== undefined)
          fail(
            `highlights line ${past}, and it has ${count} line${count === 1 ? '' : 's'}: count the lines as shown, from 1.`,
          );
        code.children = [{ type: 'text', value: `${lines.code}\n` }];
        const codeLines: CodeLinesData = {
          highlighted: [...new Set([...options.highlighted, ...lines.highlighted])].sort((a, b) => a - b),
          lineNumbersFrom: options.lineNumbersFrom,
        };
        const header: Element = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block-header'], dataLanguage: language },
          children: options.title
            ? [
                {
                  type: 'element',
                  tagName: 'div',
                  properties: { className: ['code-block-title'] },
                  children: [{ type: 'text', value: options.title }],
                },
              ]
            : [],
        };
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['code-block'] },
          children: [header, node],
          data: { [CODE_LINES_DATA]: codeLines } as Element['data'],
        };
      });
      return read ? SKIP : undefined;
    });
  };
}
