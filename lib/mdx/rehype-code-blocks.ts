import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

const TITLE_META = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

/**
 * Wraps each `pre > code` in `div.code-block` and, when the fence's meta has `title="..."`,
 * puts the title above it. Runs before shiki, which replaces the inner `pre` in place.
 */
export function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code');
      if (!code) return;
      const meta = (code.data as { meta?: string } | undefined)?.meta ?? '';
      const title = TITLE_META.exec(meta);
      const titleText = title ? (title[1] ?? title[2] ?? title[3]) : null;
      const children: Element[] = [];
      if (titleText) {
        children.push({ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: titleText }] });
      }
      children.push(node);
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children };
      return SKIP;
    });
  };
}
