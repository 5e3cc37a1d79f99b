import type { Root } from 'hast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';

/** The element a use of a partial stands as until its elements replace it (remark-partials.ts). */
export const PARTIAL_ELEMENT = 'plumbline-partial';

/**
 * Puts each included partial's elements where the page uses it. Runs right after raw HTML is
 * parsed (rehype-raw-html.ts), so the partial's elements, parsed and checked in their own file,
 * are not parsed again as the page's; everything after (ids, code, the table of contents,
 * search) then reads them as the page's own.
 */
export function rehypePartials() {
  return (tree: Root, file: VFile) => {
    const trees = file.data.partialTrees;
    if (!trees) return;
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName !== PARTIAL_ELEMENT || !parent || index === undefined) return;
      const children = trees.get(String(node.properties.dataPartial))?.children ?? [];
      parent.children.splice(index, 1, ...(children as typeof parent.children));
      return [SKIP, index + children.length];
    });
  };
}
