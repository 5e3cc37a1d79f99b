import type { Element, ElementContent, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { TAB_ITEM_ELEMENT, TABS_ELEMENT } from './content-components';

/** A part of a page between two headings, as the search index sees it. */
export interface SearchSection {
  /** Id of the heading that opens the section; '' for the text before the first heading. */
  id: string;
  /** Heading level 1-3, or 0 for the text before the first heading. */
  depth: number;
  heading: string;
  /** The section's visible text, whitespace collapsed. */
  text: string;
}

/** Elements after which text on either side must not run together into one word. */
const BLOCK_TAGS = new Set([
  'address',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'h4',
  'h5',
  'h6',
  'hr',
  'li',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'td',
  'th',
  'tr',
  'ul',
  TABS_ELEMENT,
  TAB_ITEM_ELEMENT,
]);

type Node = Root | RootContent | ElementContent;

/**
 * Splits the page at its h1-h3 headings (after ids are assigned, before anchor links are added),
 * so search sections carry exactly the anchors and text the rendered page shows.
 */
export function rehypeSearchSections({ target, maxLevel = 3 }: { target: SearchSection[]; maxLevel?: number }) {
  return (tree: Root) => {
    let current = { id: '', depth: 0, heading: '', parts: [] as string[] };
    const collected = [current];
    const walk = (node: Node) => {
      if (node.type === 'text') {
        current.parts.push(node.value);
        return;
      }
      if (node.type === 'element') {
        const depth = headingDepth(node);
        if (depth > 0 && depth <= maxLevel && typeof node.properties.id === 'string') {
          current = { id: node.properties.id, depth, heading: toString(node).trim(), parts: [] };
          collected.push(current);
          return;
        }
      }
      if (!('children' in node)) return;
      const block = node.type === 'element' && BLOCK_TAGS.has(node.tagName);
      if (block) current.parts.push(' ');
      for (const child of node.children as Node[]) walk(child);
      if (block) current.parts.push(' ');
    };
    walk(tree);
    target.push(
      ...collected.map(({ parts, ...section }) => ({ ...section, text: parts.join('').replace(/\s+/g, ' ').trim() })),
    );
  };
}

function headingDepth(node: Element): number {
  const match = /^h([1-6])$/.exec(node.tagName);
  return match ? Number(match[1]) : 0;
}
