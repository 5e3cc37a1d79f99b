import type { Element, ElementContent, Root } from 'hast';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';

/** The inline elements a table of contents entry keeps from its heading, as Docusaurus keeps them. */
export const TOC_FORMATTING = ['code', 'em', 'strong', 'del', 'sub', 'sup', 'kbd', 'mark'] as const;
export type TocFormatting = (typeof TOC_FORMATTING)[number];

/** A heading's content as its table of contents entry draws it: text, and the formatting around it. */
export type TocPhrase = string | { tag: TocFormatting; children: TocPhrase[] };

export interface TocItem {
  id: string;
  /** The heading's plain text. */
  text: string;
  /** Heading level: 2 or 3. */
  depth: number;
  /** The heading's text with its formatting (`The `agents:` key`), when it has any; `text` alone otherwise. */
  phrasing?: TocPhrase[];
}

/**
 * Records the h2-h3 headings (after ids are assigned, before anchor links are added) into
 * `target`, so the table of contents comes from the same tree as the headings.
 */
export function rehypeToc({
  target,
  minLevel = 2,
  maxLevel = 3,
}: {
  target: TocItem[];
  minLevel?: number;
  maxLevel?: number;
}) {
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
    const text = toString(node).trim();
    const phrasing = phrasingOf(node.children);
    items.push({
      id,
      text,
      depth,
      ...(phrasing.some((part) => typeof part !== 'string') ? { phrasing: trimmed(phrasing) } : {}),
    });
  });
  return items;
}

/**
 * The heading's content as text and formatting elements: any other element (a link, a span) gives
 * its content alone, since an entry is itself a link and draws no other markup.
 */
function phrasingOf(children: readonly ElementContent[]): TocPhrase[] {
  const parts: TocPhrase[] = [];
  for (const child of children) {
    if (child.type === 'text') {
      if (typeof parts.at(-1) === 'string') parts[parts.length - 1] += child.value;
      else parts.push(child.value);
    } else if (child.type === 'element') {
      const inner = phrasingOf(child.children);
      if ((TOC_FORMATTING as readonly string[]).includes(child.tagName))
        parts.push({ tag: child.tagName as TocFormatting, children: inner });
      else for (const part of inner) parts.push(part);
    }
  }
  return parts;
}

/** Leading and trailing space off the entry, as `text` has it. */
function trimmed(parts: TocPhrase[]): TocPhrase[] {
  const out = [...parts];
  if (typeof out[0] === 'string') out[0] = out[0].trimStart();
  const last = out.length - 1;
  if (typeof out[last] === 'string') out[last] = (out[last] as string).trimEnd();
  return out.filter((part) => part !== '');
}
