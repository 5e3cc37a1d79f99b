import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { pageHeadingSlugs } from './heading-ids';
import { reportProblem } from './page-problems';
import { originOf, sourceLocation } from './source-file';

const HEADING = /^h[1-6]$/;

/**
 * Gives every heading its id: the author's `{#id}` (set by remark-heading-ids.ts), else the
 * slug of its text (heading-ids.ts). Two headings with one id would leave the second unreachable
 * by link, so the build stops and names both lines (and files, when a partial holds one).
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
        reportProblem(
          file,
          `The heading id "${id}" in ${sourceLocation(file, node)} is already the id of ${otherHeading(file, first, node)}: ids on a page must differ, so give one of the two its own {#id}.`,
          node,
        );
        return;
      }
      seen.set(id, node);
    });
  };
}

/** The heading that took an id first: its line, or its file and line when one of the two comes from a partial. */
function otherHeading(file: VFile, first: Element, second: Element): string {
  // Only a heading the pipeline adds itself (GFM's footnotes title) has no line.
  if (!first.position) return 'another heading';
  if (originOf(first) === originOf(second)) return `the heading on line ${first.position.start.line}`;
  return `the heading at ${sourceLocation(file, first)}`;
}
