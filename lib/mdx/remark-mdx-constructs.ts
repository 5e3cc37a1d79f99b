import type { Element, Properties } from 'hast';
import type { Parent, Root, RootContent } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx';
import { toString } from 'mdast-util-to-string';
import { h } from 'hastscript';
import type { Position } from 'unist';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import {
  COMPONENT_IMPORTS,
  isContentComponent,
  looksLikeComponent,
  TAB_ITEM_ELEMENT,
  TABS_ELEMENT,
  TOC_INLINE_ELEMENT,
  unknownComponentMessage,
} from './content-components';
import { literalOf } from './jsx-literal';
import { htmlProblem } from './html-problems';
import { ALLOWED_HTML } from './html-allow-list';
import { reportProblem } from './page-problems';
import { sourceLocation } from './source-file';
import { reportUnknownComponent } from './unknown-components';

/** One import statement (`import X from './x.md'`, `import {A} from "a";`, `import './x.css'`); the module is group 1. */
const IMPORT_STATEMENT = /\bimport\s+(?:[\w$*{}\s,]+?\s+from\s*)?["']([^"']+)["'];?/g;
/** A paragraph of a `.md` page that MDX would have read as JavaScript. */
const MODULE_PARAGRAPH =
  /^(?:import\s+(?:[\w$*{}\s,]+?\s+from\s*)?["']|export\s+(?:default|const|let|var|function|class|\{))/;
/** An attribute expression that is only a number or a quoted string: its value is group 1, 2 or 3. */
const LITERAL = /^\s*(?:(-?\d+(?:\.\d+)?)|"([^"\\]*)"|'([^'\\]*)')\s*$/;
/** A URL that runs script; React blocks it, so the link would silently do nothing. */
const SCRIPT_URL = /^\s*(?:javascript|vbscript):/i;

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/**
 * What MDX and Docusaurus pages write that the pipeline does not render by itself: `import` and
 * `export` lines, `{expressions}`, components and JSX HTML. next-mdx-remote would drop every one
 * of them without a word (its `blockJS` removes expressions and imports); here each is drawn
 * (TOCInline, allowed HTML) or reported with its line and column and what to write instead
 * (page-problems.ts: every one of them, then the build stops). `import` lines in a `.md` page,
 * which CommonMark prints as a paragraph, are read the same way; imports of partials are taken
 * before, by remark-partials.ts. Comments (`{/* ... *\/}`) stay silent: they are meant not to show.
 */
export function remarkMdxConstructs() {
  return (tree: Root, file: VFile) => {
    const where = (node: { position?: Position }) => sourceLocation(file, node);
    const problem = (message: string, node: { position?: Position }) => reportProblem(file, message, node);
    const unresolved = (message: string, node: { position?: Position }) => reportUnknownComponent(file, message, node);
    unravelJsxParagraphs(tree);
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      if (node.type === 'mdxjsEsm') return dropModuleCode(node.value, node, parent, index, where, problem, unresolved);
      if (node.type === 'paragraph' && parent.type === 'root' && MODULE_PARAGRAPH.test(toString(node))) {
        return dropModuleCode(toString(node), node, parent, index, where, problem, unresolved);
      }
      if ((node.type === 'link' || node.type === 'image' || node.type === 'definition') && SCRIPT_URL.test(node.url)) {
        problem(
          `The ${node.type === 'image' ? 'image' : 'link'} in ${where(node)} uses a script URL (${node.url.trim().slice(0, 40)}), which pages do not run, so it would do nothing: link to a page (./other.md) or to an https:// address.`,
          node,
        );
        return;
      }
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        if (!isComment(node.value)) {
          problem(
            `The JavaScript expression in ${where(node)} would print nothing ({${node.value.trim().slice(0, 40)}}): pages run no JavaScript. Write the text itself, or escape the brace as \\{ to show braces.`,
            node,
          );
        }
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === null) {
        // A fragment (`<>...</>`) only groups its children.
        parent.children.splice(index, 1, ...(node.children as RootContent[]));
        return index;
      }
      if (
        (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') &&
        looksLikeComponent(node.name!) &&
        !isContentComponent(node.name!)
      ) {
        // The page goes on without the tag only at the 'warn' or 'ignore' level, and keeps what it holds.
        const without = reportUnknownComponent(file, unknownComponentMessage(node.name!, where(node)), node);
        parent.children.splice(index, 1, ...(without ? (node.children as RootContent[]) : []));
        return without ? index : [SKIP, index];
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        const element = jsxToHtml(node, where, problem);
        if (element) parent.children[index] = element as unknown as RootContent;
        // What cannot be drawn goes with its content: the page is not built while it stands.
        else parent.children.splice(index, 1);
        return element ? undefined : [SKIP, index];
      }
    });
  };
}

/**
 * A paragraph holding only JSX tags (`<TabItem>` lines inside `<Tabs>`) becomes those tags, as
 * @mdx-js/mdx does before any remark plugin runs; the quick outline (outline.ts) parses MDX
 * without it, and must read the page as the compile does.
 */
function unravelJsxParagraphs(tree: Root): void {
  visit(tree, 'paragraph', (node, index, parent) => {
    if (!parent || index === undefined) return;
    const onlyJsx = node.children.every(
      (child) => child.type === 'mdxJsxTextElement' || (child.type === 'text' && child.value.trim() === ''),
    );
    if (!onlyJsx || !node.children.some((child) => child.type === 'mdxJsxTextElement')) return;
    const flow = node.children.flatMap((child) =>
      child.type === 'mdxJsxTextElement' ? [{ ...child, type: 'mdxJsxFlowElement' } as unknown as RootContent] : [],
    );
    parent.children.splice(index, 1, ...flow);
    return index;
  });
}

type Report = (message: string, node: { position?: Position }) => void;

/**
 * Accepts imports of components the site provides (and removes them); reports anything else: an
 * import it cannot resolve at the level of `onUnknownComponents` (`unresolved`), as it brings a component.
 */
function dropModuleCode(
  code: string,
  node: RootContent,
  parent: Parent,
  index: number,
  where: (node: RootContent) => string,
  problem: Report,
  unresolved: Report,
): [typeof SKIP, number] {
  parent.children.splice(index, 1);
  if (/^\s*export\b/m.test(code)) {
    problem(
      `The export in ${where(node)} is not supported: pages run no JavaScript, so it would do nothing. Write the value into the text instead.`,
      node,
    );
    return [SKIP, index];
  }
  for (const [, module] of code.matchAll(IMPORT_STATEMENT)) {
    if (Object.hasOwn(COMPONENT_IMPORTS, module)) continue;
    unresolved(
      `The import in ${where(node)} cannot be resolved (${module}): pages import nothing but partials (./_name.md). The components a page may use need no import (${Object.values(COMPONENT_IMPORTS).join(', ')}); write anything else as Markdown.`,
      node,
    );
  }
  if (code.replace(IMPORT_STATEMENT, '').trim() !== '') {
    problem(
      `The text after the import in ${where(node)} runs on from the import line: put a blank line between them, or it is read as part of the import.`,
      node,
    );
  }
  return [SKIP, index];
}

function isComment(code: string): boolean {
  return (
    code
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\/\/.*$/gm, '')
      .trim() === ''
  );
}

/** The element each component stays as until its own plugin reads it (rehype-toc-inline.ts, rehype-tabs.ts). */
const COMPONENT_ELEMENT: Record<string, string> = {
  TOCInline: TOC_INLINE_ELEMENT,
  Tabs: TABS_ELEMENT,
  TabItem: TAB_ITEM_ELEMENT,
};

/**
 * A JSX element as the HTML element it stands for: checked like raw HTML (html-problems.ts),
 * then made an ordinary element, so every later plugin (tables, search, the link check) reads it
 * as it reads Markdown. A component becomes the element its plugin reads. Undefined
 * for an element that cannot be drawn at all (an unknown component, `<script>`), once reported.
 */
function jsxToHtml(node: Jsx, where: (node: { position?: Position }) => string, problem: Report) {
  const name = node.name!;
  const component = COMPONENT_ELEMENT[name];
  if (component && name !== 'TabItem' && node.type === 'mdxJsxTextElement') {
    problem(`The <${name}> in ${where(node)} sits inside a paragraph: put it on a line of its own.`, node);
    return undefined;
  }
  const properties: Properties = {};
  let expression: [string, { position?: Position }] | undefined;
  for (const attribute of node.attributes) {
    const value = attributeValue(attribute, name, where(attribute.position ? attribute : node));
    if (Array.isArray(value)) expression ??= value;
    if (attribute.type === 'mdxJsxAttribute') properties[attribute.name] = Array.isArray(value) ? '{...}' : value;
  }
  const element: Element = component
    ? { type: 'element', tagName: component, properties, children: [] }
    : h(name, properties);
  // An attribute the element may not carry at all (`style`) is the first thing to say about it.
  const htmlIssue = component ? undefined : htmlProblem(element, where(node), name);
  if (htmlIssue) {
    problem(htmlIssue, node);
    if (!Object.hasOwn(ALLOWED_HTML, element.tagName)) return undefined;
  } else if (expression) {
    problem(...expression);
  }
  return {
    type: 'jsxElement',
    children: node.children,
    position: node.position,
    data: { hName: element.tagName, hProperties: element.properties },
  };
}

/**
 * A JSX attribute's value as text. next-mdx-remote drops `{expression}` values, so the value of
 * one is kept only when it is a literal (`width={300}`, `title={"Demo"}`), TOCInline takes its
 * levels as written, and Tabs and TabItem take any value written without computing
 * (`values={[{label: 'A', value: 'a'}]}` as its JSON, `defaultValue={null}` and `{false}` as
 * false); any other expression is a problem to report once the attribute's name has been checked
 * (it stands in the element as `{...}` until then): the message and its node.
 */
function attributeValue(
  attribute: MdxJsxAttribute | MdxJsxExpressionAttribute,
  name: string,
  where: string,
): string | boolean | [string, { position?: Position }] {
  if (attribute.type === 'mdxJsxExpressionAttribute') {
    return [
      `The attribute spread on <${name}> in ${where} ({${attribute.value.trim().slice(0, 40)}}) is JavaScript, which pages do not run: write each attribute as name="value".`,
      attribute,
    ];
  }
  const value = attribute.value;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  if (name === 'TOCInline') return value.value.trim();
  if (name === 'Tabs' || name === 'TabItem') {
    const literal = literalOf(value);
    if (literal === true || typeof literal === 'string') return literal;
    if (literal === false || literal === null) return false;
    if (literal !== undefined) return typeof literal === 'number' ? String(literal) : JSON.stringify(literal);
  }
  const literal = LITERAL.exec(value.value);
  if (literal) return literal[1] ?? literal[2] ?? literal[3];
  return [
    `The attribute ${attribute.name} on <${name}> in ${where} is a JavaScript expression ({${value.value.trim().slice(0, 40)}}), which pages do not run, so it would be dropped: write it as ${attribute.name}="value".`,
    attribute,
  ];
}
