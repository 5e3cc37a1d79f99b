import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import { TAB_ITEM_ELEMENT } from './content-components';
import { TAB_LABEL_PROPERTY } from './rehype-tabs';

/** Property the table component reads for its scroll region's accessible name. */
export const TABLE_LABEL_PROPERTY = 'dataRegionLabel';

/**
 * Two fixes axe asks for in Markdown tables:
 * - each table is named after the heading it sits under ("Table: Connection fields"), and the
 *   tab it sits in ("Table: Connection fields (Snowflake tab)"), numbering repeats, so the
 *   scrollable region around it is a landmark with a name of its own (landmark-unique) that
 *   tells a screen-reader user which table it is;
 * - an empty header cell (the corner of a comparison table) heads nothing, so it becomes a
 *   data cell instead of a header without text (empty-table-header).
 */
export function rehypeAccessibleTables() {
  return (tree: Root) => {
    let heading = '';
    const seen = new Map<string, number>();
    // The innermost tab around each table (an inner tab is visited after the one holding it).
    const tabOf = new Map<Element, string>();
    visit(tree, 'element', (item: Element) => {
      if (item.tagName !== TAB_ITEM_ELEMENT) return;
      visit(item, 'element', (node: Element) => {
        if (node.tagName === 'table') tabOf.set(node, String(item.properties[TAB_LABEL_PROPERTY]));
      });
    });
    visit(tree, 'element', (node: Element) => {
      if (/^h[2-6]$/.test(node.tagName)) heading = toString(node).trim();
      if (node.tagName === 'th' && toString(node).trim() === '') node.tagName = 'td';
      if (node.tagName !== 'table') return;
      const tab = tabOf.get(node);
      const base = `${heading ? `Table: ${heading}` : 'Table'}${tab ? ` (${tab} tab)` : ''}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      node.properties[TABLE_LABEL_PROPERTY] = count === 1 ? base : `${base} (${count})`;
    });
  };
}
