import type { Element, ElementContent, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { siteConfig } from '../site-config';
import { TOC_INLINE_ELEMENT } from './content-components';
import { applyTocSteps, parseTocExpression, TOC_EXPRESSIONS, type TocStep } from './toc-expression';
import { reportProblem } from './page-problems';
import { sourceLocation } from './source-file';

/** Props Docusaurus's TOCInline takes; `toc` is the page's own table of contents, always. */
const PROPS = ['toc', 'minheadinglevel', 'maxheadinglevel'];

/** A heading the inline table of contents may list: its id, level and the elements it holds (inline code kept). */
interface Heading {
  id: string;
  depth: number;
  children: ElementContent[];
}

/**
 * Draws `<TOCInline toc={toc} />` (an element named `tocinline` by then: raw HTML in `.md`,
 * remark-mdx-constructs.ts in `.mdx`) as the page's headings in a nested list, from
 * `minHeadingLevel` to `maxHeadingLevel` (the site's table of contents levels by default), after
 * the `toc` prop's `.slice` and `.filter` (toc-expression.ts). Each link holds its heading's own
 * markup, so `jest.Mocked<Source>` stays code, as Docusaurus draws it.
 * Runs after ids, the table of contents and the search sections are made, so the list's link
 * texts are not indexed twice.
 */
export function rehypeTocInline() {
  return (tree: Root, file: VFile) => {
    const headings = headingsOf(tree);
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== TOC_INLINE_ELEMENT || !parent || index === undefined) return;
      const { min, max } = headingLevels(node, file);
      const listed = applyTocSteps(headings, tocSteps(node, file)).filter(
        (heading) => heading.depth >= min && heading.depth <= max,
      );
      const list = nestedList(listed);
      const box: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['toc-inline'] },
        children: list ? [list] : [],
        position: node.position,
      };
      parent.children.splice(index, 1, ...node.children, box);
      return index + node.children.length + 1;
    });
  };
}

/** The levels a `<TOCInline>` lists; a prop it cannot take is reported, and the site's levels stand in. */
function headingLevels(node: Element, file: VFile): { min: number; max: number } {
  const props = Object.fromEntries(
    Object.entries(node.properties).map(([key, value]) => [
      key.toLowerCase(),
      String(value)
        .replace(/^\{(.*)\}$/, '$1')
        .trim(),
    ]),
  );
  const where = sourceLocation(file, node);
  const problem = (message: string) => reportProblem(file, `The <TOCInline> in ${where} ${message}`, node);
  const unknown = Object.keys(props).find((key) => !PROPS.includes(key));
  if (unknown)
    problem(`has a prop this site does not know (${unknown}): it takes toc, minHeadingLevel and maxHeadingLevel.`);
  const level = (key: string, fallback: number) => {
    if (props[key] === undefined) return fallback;
    const value = Number(props[key]);
    if (Number.isInteger(value) && value >= 2 && value <= 6) return value;
    problem(
      `has ${key === 'minheadinglevel' ? 'minHeadingLevel' : 'maxHeadingLevel'}="${props[key]}": write a heading level from 2 to 6.`,
    );
    return fallback;
  };
  const min = level('minheadinglevel', siteConfig.docs.toc.minHeadingLevel);
  const max = level('maxheadinglevel', Math.max(min, siteConfig.docs.toc.maxHeadingLevel));
  if (min <= max) return { min, max };
  problem(`has minHeadingLevel ${min} above maxHeadingLevel ${max}: swap them.`);
  return { min: max, max: min };
}

/** The page's h2-h6 headings that have ids, in page order: Docusaurus's `toc`. */
function headingsOf(tree: Root): Heading[] {
  const headings: Heading[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = /^h([2-6])$/.exec(node.tagName)?.[1];
    if (level && typeof node.properties.id === 'string')
      headings.push({ id: node.properties.id, depth: Number(level), children: withoutLinks(node.children) });
  });
  return headings;
}

/** A heading's content for a link: a link inside it gives up its element and keeps its text, as links do not nest. */
function withoutLinks(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    if (child.type !== 'element') return [structuredClone(child)];
    if (child.tagName === 'a') return withoutLinks(child.children);
    return [{ ...child, properties: { ...child.properties, id: undefined }, children: withoutLinks(child.children) }];
  });
}

/** The `toc` prop's steps; an expression the site cannot read is reported, and the whole list stands in. */
function tocSteps(node: Element, file: VFile): TocStep[] {
  const written = Object.entries(node.properties).find(([key]) => key.toLowerCase() === 'toc')?.[1];
  if (written === undefined || written === true) return [];
  const expression = String(written)
    .replace(/^\{(.*)\}$/s, '$1')
    .trim();
  const steps = parseTocExpression(expression);
  if (steps) return steps;
  reportProblem(
    file,
    `The <TOCInline> in ${sourceLocation(file, node)} has toc={${expression.slice(0, 60)}}, JavaScript this site does not run: write ${TOC_EXPRESSIONS}.`,
    node,
  );
  return [];
}

/**
 * Headings as nested lists, as Docusaurus nests its toc: each heading goes under the nearest
 * heading before it of a higher level, and at the top when there is none.
 */
function nestedList(items: Heading[]): Element | undefined {
  if (items.length === 0) return undefined;
  const list = (): Element => ({ type: 'element', tagName: 'ul', properties: {}, children: [] });
  const root = list();
  const open: { depth: number; item: Element }[] = [];
  for (const heading of items) {
    while (open.length > 0 && open.at(-1)!.depth >= heading.depth) open.pop();
    const link: ElementContent = {
      type: 'element',
      tagName: 'a',
      properties: { href: `#${heading.id}` },
      children: heading.children,
    };
    const item: Element = { type: 'element', tagName: 'li', properties: {}, children: [link] };
    const parent = open.at(-1)?.item;
    let into = root;
    if (parent) {
      into =
        parent.children.find((child): child is Element => child.type === 'element' && child.tagName === 'ul') ?? list();
      if (!parent.children.includes(into)) parent.children.push(into);
    }
    into.children.push(item);
    open.push({ depth: heading.depth, item });
  }
  return root;
}
