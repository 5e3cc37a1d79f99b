import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { siteConfig } from '../site-config';
import { TOC_INLINE_ELEMENT } from './content-components';
import { tocOf, type TocItem } from './rehype-toc';
import { reportProblem } from './page-problems';
import { sourceLocation } from './source-file';

/** Props Docusaurus's TOCInline takes; `toc` is the page's own table of contents, always. */
const PROPS = ['toc', 'minheadinglevel', 'maxheadinglevel'];

/**
 * Draws `<TOCInline toc={toc} />` (an element named `tocinline` by then: raw HTML in `.md`,
 * remark-mdx-constructs.ts in `.mdx`) as the page's headings in a nested list, from
 * `minHeadingLevel` to `maxHeadingLevel` (the site's table of contents levels by default).
 * Runs after ids, the table of contents and the search sections are made, so the list's link
 * texts are not indexed twice.
 */
export function rehypeTocInline() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== TOC_INLINE_ELEMENT || !parent || index === undefined) return;
      const { min, max } = headingLevels(node, file);
      const list = nestedList(tocOf(tree, min, max));
      const box: Element = { type: 'element', tagName: 'div', properties: { className: ['toc-inline'] }, children: list ? [list] : [], position: node.position };
      parent.children.splice(index, 1, ...node.children, box);
      return index + node.children.length + 1;
    });
  };
}

/** The levels a `<TOCInline>` lists; a prop it cannot take is reported, and the site's levels stand in. */
function headingLevels(node: Element, file: VFile): { min: number; max: number } {
  const props = Object.fromEntries(Object.entries(node.properties).map(([key, value]) => [key.toLowerCase(), String(value).replace(/^\{(.*)\}$/, '$1').trim()]));
  const where = sourceLocation(file, node);
  const problem = (message: string) => reportProblem(file, `The <TOCInline> in ${where} ${message}`, node);
  const unknown = Object.keys(props).find((key) => !PROPS.includes(key));
  if (unknown) problem(`has a prop this site does not know (${unknown}): it takes toc, minHeadingLevel and maxHeadingLevel.`);
  const level = (key: string, fallback: number) => {
    if (props[key] === undefined) return fallback;
    const value = Number(props[key]);
    if (Number.isInteger(value) && value >= 2 && value <= 6) return value;
    problem(`has ${key === 'minheadinglevel' ? 'minHeadingLevel' : 'maxHeadingLevel'}="${props[key]}": write a heading level from 2 to 6.`);
    return fallback;
  };
  const min = level('minheadinglevel', siteConfig.docs.toc.minHeadingLevel);
  const max = level('maxheadinglevel', Math.max(min, siteConfig.docs.toc.maxHeadingLevel));
  if (min <= max) return { min, max };
  problem(`has minHeadingLevel ${min} above maxHeadingLevel ${max}: swap them.`);
  return { min: max, max: min };
}

/** Headings as nested lists: a deeper heading goes in the list of the one before it. */
function nestedList(items: TocItem[]): Element | undefined {
  if (items.length === 0) return undefined;
  const root: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
  const open: { depth: number; list: Element; last?: Element }[] = [{ depth: items[0].depth, list: root }];
  for (const item of items) {
    while (open.length > 1 && item.depth <= open.at(-1)!.depth - 1) open.pop();
    let level = open.at(-1)!;
    if (item.depth > level.depth && level.last) {
      const list: Element = { type: 'element', tagName: 'ul', properties: {}, children: [] };
      level.last.children.push(list);
      level = { depth: item.depth, list };
      open.push(level);
    }
    const link: ElementContent = { type: 'element', tagName: 'a', properties: { href: `#${item.id}` }, children: [{ type: 'text', value: item.text }] };
    level.last = { type: 'element', tagName: 'li', properties: {}, children: [link] };
    level.list.children.push(level.last);
  }
  return root;
}
