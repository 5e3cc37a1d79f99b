import type { Element, Parent, Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { reportProblem } from './page-problems';
import { sourceLocation } from './source-file';
import { htmlProblem } from './html-problems';
import { reportUnclosedHtml } from './unclosed-html';
import {
  COMPONENT_ELEMENTS,
  looksLikeComponent,
  TOC_INLINE_ELEMENT,
  unknownComponentMessage,
} from './content-components';
import { reportUnknownComponent } from './unknown-components';

/** Node types an MDX tree may hold that HTML parsing must leave alone. */
const MDX_NODE_TYPES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement'];

/**
 * Raw HTML in a `.md` page (`<details>`, `<kbd>`, a table written as HTML) becomes elements,
 * each checked against the allow-list (html-problems.ts): anything the site would drop is reported
 * at its line and column instead, and the build stops (page-problems.ts). Without this step MDX's `md` format throws raw HTML
 * away, text and all. Runs first among the rehype plugins, so every later one (tables, ids,
 * the table of contents, search) sees the HTML's elements like the Markdown's.
 */
export function rehypeRawHtml() {
  return (tree: Root, file: VFile) => {
    const ranges: [number, number][] = [];
    const data = new Map<string, Element['data']>();
    visit(tree, (node) => {
      const start = node.position?.start.offset;
      if (start === undefined) return;
      if (node.type === 'raw') ranges.push([start, node.position!.end.offset ?? start]);
      // hast-util-raw rebuilds every element from its attributes, so data that is no attribute
      // (a code fence's meta: its title and highlighted lines) is put back by position.
      if (node.type === 'element' && node.data) data.set(`${start}:${node.tagName}`, node.data);
    });
    if (ranges.length === 0) return;
    reportUnclosedHtml(tree, file);
    const parsed = raw(tree, { file, passThrough: MDX_NODE_TYPES }) as Root;
    const fromHtml = (node: Element) => {
      const start = node.position?.start.offset;
      return start !== undefined && ranges.some(([from, to]) => start >= from && start < to);
    };
    // HTML comments are notes to editors: dropped here, as MDX drops them, so feeds do not carry them either.
    visit(parsed, 'comment', (_, index, parent) => {
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
    });
    visit(parsed, 'element', (node: Element, index, parent: Parent | undefined) => {
      const kept = node.position ? data.get(`${node.position.start.offset}:${node.tagName}`) : undefined;
      if (kept) node.data = kept;
      if (!fromHtml(node)) return;
      if (node.tagName === TOC_INLINE_ELEMENT && parent && index !== undefined) {
        // `<TOCInline />` is no void element, so HTML reads what follows as its content: move it back out.
        parent.children.splice(index + 1, 0, ...node.children);
        node.children = [];
        return;
      }
      // <Tabs> and <TabItem>: their props are checked by rehype-tabs.ts, which knows them.
      if (COMPONENT_ELEMENTS.includes(node.tagName)) return;
      const written = writtenName(file, node);
      if (looksLikeComponent(written) && parent && index !== undefined) {
        // Without the tag (at the 'warn' or 'ignore' level), what HTML read into it stays: a
        // `<Video />` is no void element, so that is everything after it in its block.
        if (reportUnknownComponent(file, unknownComponentMessage(written, sourceLocation(file, node)), node)) {
          parent.children.splice(index, 1, ...node.children);
          return index;
        }
        return;
      }
      const problem = htmlProblem(node, sourceLocation(file, node), written);
      if (problem) reportProblem(file, problem, node);
    });
    tree.children = parsed.children;
  };
}

/**
 * The tag name as the author typed it (`SomeNote`; HTML parsing lowercases it to `somenote`), so
 * a component is named as one. A tag typed all in capitals (`<BR>`) is old-style HTML, not a component.
 */
function writtenName(file: VFile, node: Element): string {
  const offset = node.position?.start.offset;
  if (offset === undefined) return node.tagName;
  const typed = /^<([A-Za-z][\w.:-]*)/.exec(String(file.value).slice(offset, offset + 100))?.[1];
  if (!typed || typed.toLowerCase() !== node.tagName || typed === typed.toUpperCase()) return node.tagName;
  return typed;
}
