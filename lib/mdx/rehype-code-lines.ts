import type { Element, ElementContent, Root } from 'hast';
import { visit } from 'unist-util-visit';
import { CODE_LINES_DATA, type CodeLinesData } from './rehype-code-blocks';
import { classList, setClassList } from './shiki-classes';

/**
 * Marks the lines shiki drew (`span.line`, one per line of code) with what rehype-code-blocks.ts
 * left on the block: `highlighted` on the lines to highlight, and `data-line` with each line's
 * number when the block shows them. CSS draws the number from the attribute, so it is never text:
 * selecting or copying the code leaves it out, and search does not index it. Runs after shiki,
 * in the page compile only (the feeds and the outline have no lines to mark).
 */
export function rehypeCodeLines() {
  return (tree: Root) => {
    visit(tree, 'element', (block: Element) => {
      const data = (block.data as Record<string, unknown> | undefined)?.[CODE_LINES_DATA] as CodeLinesData | undefined;
      if (!data) return;
      const highlighted = new Set(data.highlighted);
      const { lineNumbersFrom } = data;
      if (highlighted.size === 0 && lineNumbersFrom === undefined) return;
      linesOf(block).forEach((line, index) => {
        if (highlighted.has(index + 1)) setClassList(line, [...classList(line), 'highlighted']);
        if (lineNumbersFrom !== undefined) line.properties.dataLine = String(lineNumbersFrom + index);
      });
      if (lineNumbersFrom !== undefined) {
        // Wide enough for the longest number, so the code starts in one column.
        const digits = String(lineNumbersFrom + linesOf(block).length - 1).length;
        block.properties.style = `--line-number-digits:${digits}`;
      }
    });
  };
}

/** The `span.line` children of the block's `code`, in order. */
function linesOf(block: Element): Element[] {
  const lines: Element[] = [];
  visit(block, 'element', (node: Element) => {
    if (node.tagName !== 'code') return;
    for (const child of node.children as ElementContent[]) {
      if (child.type === 'element' && classList(child).includes('line')) lines.push(child);
    }
  });
  return lines;
}
