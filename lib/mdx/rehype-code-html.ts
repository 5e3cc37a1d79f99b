import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { SKIP, visit } from 'unist-util-visit';
import { classList, setClassList } from './shiki-classes';
import { tokenStyle } from './token-colours';

/**
 * Turns each highlighted block's lines into one HTML string on its `pre`, drawn by
 * components/mdx/code-block-pre.tsx as the element's inner HTML. As React elements, every token
 * of every line is an object in the page's RSC payload (`["$","span",null,{"style":…}]`), more
 * than twice the bytes of its HTML, in each of the four places a page is written (ARCHITECTURE.md,
 * "What a page weighs"). Token colours become classes on the way (token-colours.ts), and a
 * token in the themes' default colours becomes plain text. Runs last, in the page compile only:
 * the plugins before it (lines, table of contents, search sections) read the block as elements.
 *
 * With `asHtml: false` (`next dev`) the compacted lines stay elements. A save can reach the tab
 * while React hydrates the page it opened, and React then hydrates the new payload over the old
 * HTML: a text that differs is rendered again, but an inner HTML that differs is left as the
 * server sent it, so the open page would keep showing the old block.
 */
export function rehypeCodeHtml({ asHtml = true }: { asHtml?: boolean } = {}) {
  return (tree: Root) => {
    visit(tree, 'element', (pre: Element) => {
      if (pre.tagName !== 'pre' || !hasClass(pre, 'shiki')) return;
      pre.children = pre.children.map(compactTokens);
      if (asHtml) {
        // `data-code-html`, as components/mdx/code-block-pre.tsx reads it.
        pre.properties.dataCodeHtml = toHtml(pre.children);
        pre.children = [];
      }
      return SKIP;
    });
  };
}

function compactTokens(node: ElementContent): ElementContent {
  if (node.type !== 'element') return node;
  node.children = node.children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [child];
    const style = child.properties.style;
    if (child.tagName === 'span' && typeof style === 'string' && !hasClass(child, 'line')) {
      const token = tokenStyle(style);
      if (token.kind === 'plain' && Object.keys(child.properties).length === 1)
        return child.children.map(compactTokens);
      if (token.kind === 'classes') {
        delete child.properties.style;
        setClassList(child, [...classList(child), ...token.classes]);
      }
    }
    return [compactTokens(child)];
  });
  return node;
}

function hasClass(node: Element, name: string): boolean {
  return classList(node).includes(name);
}
