import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** Property the table component reads for its scroll region's accessible name. */
export const TABLE_LABEL_PROPERTY = 'dataRegionLabel';

/**
 * Two fixes axe asks for in Markdown tables:
 * - each table is named after the heading it sits under ("Table: Connection fields"), numbering
 *   repeats, so the scrollable region around it is a landmark with a name of its own
 *   (landmark-unique) that tells a screen-reader user which table it is;
 * - an empty header cell (the corner of a comparison table) heads nothing, so it becomes a
 *   data cell instead of a header without text (empty-table-header).
 */
export function rehypeAccessibleTables() {
  return (tree: Root) => {
    let heading = '';
    const seen = new Map<string, number>();
    visit(tree, 'element', (node: Element) => {
      if (/^h[2-6]$/.test(node.tagName)) heading = toString(node).trim();
      if (node.tagName === 'th' && toString(node).trim() === '') node.tagName = 'td';
      if (node.tagName !== 'table') return;
      const base = heading ? `Table: ${heading}` : 'Table';
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      node.properties[TABLE_LABEL_PROPERTY] = count === 1 ? base : `${base} (${count})`;
    });
  };
}
