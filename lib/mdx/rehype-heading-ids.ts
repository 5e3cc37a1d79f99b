import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { pageHeadingSlugs } from './heading-ids';
import { contentError, sourceLocation } from './source-file';

const HEADING = /^h[1-6]$/;

/**
 * Gives every heading its id: the author's `{#id}` (set by remark-heading-ids.ts), else the
 * slug of its text (heading-ids.ts). Two headings with one id would leave the second unreachable
 * by link, so the build stops and names both lines.
 */
export function rehypeHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slug = pageHeadingSlugs();
    const seen = new Map<string, Element>();
    visit(tree, 'element', (node: Element) => {
      if (!HEADING.test(node.tagName)) return;
      const explicit = node.properties.id;
      const id = typeof explicit === 'string' && explicit !== '' ? explicit : slug(toString(node));
      node.properties.id = id;
      const first = seen.get(id);
      if (first) {
        // Only a heading the pipeline adds itself (GFM's footnotes title) has no line.
        const other = first.position ? `the heading on line ${first.position.start.line}` : 'another heading';
        throw contentError(
          `The heading id "${id}" in ${sourceLocation(file, node)} is already the id of ${other}: ids on a page must differ, so give one of the two its own {#id}.`,
          node,
        );
      }
      seen.set(id, node);
    });
  };
}
