import type { Element, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

export interface TocItem {
  id: string;
  text: string;
  /** Heading level: 2 or 3. */
  depth: number;
}

/**
 * Records the h2-h3 headings (after ids are assigned, before anchor links are added) into
 * `target`, so the table of contents comes from the same tree as the headings.
 */
export function rehypeToc({ target, minLevel = 2, maxLevel = 3 }: { target: TocItem[]; minLevel?: number; maxLevel?: number }) {
  return (tree: Root) => {
    target.push(...tocOf(tree, minLevel, maxLevel));
  };
}

/** The headings from `minLevel` to `maxLevel` that have ids, in page order (also for `<TOCInline>`, rehype-toc-inline.ts). */
export function tocOf(tree: Root, minLevel: number, maxLevel: number): TocItem[] {
  const items: TocItem[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = /^h([1-6])$/.exec(node.tagName)?.[1];
    if (!level) return;
    const depth = Number(level);
    const id = node.properties.id;
    if (depth < minLevel || depth > maxLevel || typeof id !== 'string') return;
    items.push({ id, text: toString(node).trim(), depth });
  });
  return items;
}
