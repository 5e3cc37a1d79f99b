import type { Element, Root } from 'hast';
import { visit } from 'unist-util-visit';

/** Elements on which `markdown="..."` may be written: a kramdown hint that MDX, reading the content as Markdown already, has no use for. */
const MARKDOWN_HINT_ON = new Set(['details', 'summary']);

/**
 * Attributes written for Docusaurus that the page keeps in its own way (the allow-list admits
 * them, html-allow-list.ts): `markdown` on `<details>` and `<summary>` is dropped, and a link that
 * opens a new tab (`target="_blank"`) gets `rel="noopener noreferrer"`, so the opened page cannot
 * reach back into this one, as Docusaurus's links do.
 */
export function rehypeHtmlAttributes() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (MARKDOWN_HINT_ON.has(node.tagName)) delete node.properties.markdown;
      if (node.tagName === 'a' && node.properties.target === '_blank') {
        const written: unknown = node.properties.rel;
        const rel = Array.isArray(written)
          ? written.map(String)
          : typeof written === 'string'
            ? written.split(/\s+/)
            : [];
        node.properties.rel = [...new Set([...rel.filter(Boolean), 'noopener', 'noreferrer'])];
      }
    });
  };
}
