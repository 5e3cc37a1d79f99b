import type { Element, Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';

const TITLE_META = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;

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
 * and never over code. Runs before shiki, which replaces the inner `pre` in place.
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
      const header: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block-header'], dataLanguage: languageOf(code) },
        children: titleText ? [{ type: 'element', tagName: 'div', properties: { className: ['code-block-title'] }, children: [{ type: 'text', value: titleText }] }] : [],
      };
      parent.children[index] = { type: 'element', tagName: 'div', properties: { className: ['code-block'] }, children: [header, node] };
      return SKIP;
    });
  };
}
