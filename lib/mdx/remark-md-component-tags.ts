import type { Html, Paragraph, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { CONTENT_COMPONENTS } from './content-components';
import { literalOf } from './jsx-literal';

/** A paragraph that opens with a component's tag Markdown did not read as HTML: `<Tabs` with its props below, a `toc={...}` with `=>` in it. */
const OPEN_TAG_START = new RegExp(`^<(${CONTENT_COMPONENTS.join('|')})(?=\\s)`);

const jsxParser = unified().use(remarkParse).use(remarkMdx);
const markdownParser = unified().use(remarkParse);

/**
 * Docusaurus 3 reads `.md` pages as MDX, so Stencil's pages write a `<Tabs>` with its props over
 * several lines and `values={[...]}` in JavaScript. Markdown reads such a tag as a paragraph of
 * text (an HTML block must open its tag on one line, and an attribute value cannot hold quotes
 * of both kinds), and its `<TabItem>`s would then sit outside any `<Tabs>`. This plugin, for
 * `.md` pages, reads the tag as MDX would, its values as literals (jsx-literal.ts), and puts it
 * back as one line of HTML (`values` as JSON), which rehype-tabs.ts reads as it reads any
 * `<Tabs>` in a `.md` page. TOCInline's `toc={...}` (whose `=>` ends an HTML tag) is kept as
 * written, for rehype-toc-inline.ts to read or refuse. Any other value that computes anything
 * leaves the paragraph as it is, to be reported as text would be.
 */
export function remarkMdComponentTags() {
  return (tree: Root, file: VFile) => {
    // An `.mdx` page is parsed as MDX already.
    if (file.path?.endsWith('.mdx')) return;
    const source = String(file.value);
    visit(tree, 'paragraph', (node: Paragraph, index, parent) => {
      const start = node.position?.start.offset;
      const end = node.position?.end.offset;
      if (!parent || index === undefined || start === undefined || end === undefined) return;
      // A tag Markdown read as HTML is left to the HTML path; only one it read as text is taken up here.
      if (node.children[0]?.type !== 'text') return;
      const text = source.slice(start, end);
      const name = OPEN_TAG_START.exec(text)?.[1];
      if (!name) return;
      const tag = openingTag(text, name);
      if (!tag) return;
      const html: Html = { type: 'html', value: tag.html, position: node.position };
      const rest = markdownParser
        .parse(text.slice(tag.length))
        .children.map((child) => shifted(child, node, text.slice(0, tag.length)));
      parent.children.splice(index, 1, html, ...(rest as RootContent[] as Paragraph[]));
      return [SKIP, index + 1 + rest.length];
    });
  };
}

/** The opening tag at the start of `text` as one line of HTML, and how many characters it took, or undefined when it is not all literals. */
function openingTag(text: string, name: string): { html: string; length: number } | undefined {
  for (let close = text.indexOf('>'); close !== -1; close = text.indexOf('>', close + 1)) {
    const written = text.slice(0, close + 1);
    const selfClosing = written.endsWith('/>');
    let element: MdxJsxFlowElement | undefined;
    try {
      const root = jsxParser.parse(selfClosing ? written : `${written}</${name}>`) as Root;
      element =
        root.children.length === 1 && root.children[0].type === 'mdxJsxFlowElement' ? root.children[0] : undefined;
    } catch {
      continue;
    }
    if (element?.name !== name) continue;
    const attributes: string[] = [];
    for (const attribute of element.attributes) {
      if (attribute.type !== 'mdxJsxAttribute') return undefined;
      const value = attribute.value;
      if (value === null || value === undefined) attributes.push(attribute.name);
      else if (typeof value === 'string') attributes.push(`${attribute.name}="${escape(value)}"`);
      else {
        const literal = literalOf(value);
        if (literal === undefined && name === 'TOCInline') {
          attributes.push(`${attribute.name}="${escape(`{${value.value.trim()}}`)}"`);
          continue;
        }
        if (literal === undefined) return undefined;
        attributes.push(
          `${attribute.name}="${escape(typeof literal === 'string' ? literal : JSON.stringify(literal))}"`,
        );
      }
    }
    return {
      html: `<${name}${attributes.map((a) => ` ${a}`).join('')}${selfClosing ? ' /' : ''}>`,
      length: written.length,
    };
  }
  return undefined;
}

function escape(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
}

/** A node parsed from the paragraph's remainder, placed where it stands in the file, so its messages name its own line. */
function shifted<T extends RootContent>(child: T, paragraph: Paragraph, before: string): T {
  const start = paragraph.position!.start;
  const lines = before.split('\n').length - 1;
  visit(child, (node) => {
    if (!node.position) return;
    for (const point of [node.position.start, node.position.end]) {
      point.offset = point.offset === undefined ? undefined : point.offset + start.offset! + before.length;
      point.column = point.line === 1 ? point.column + before.length - before.lastIndexOf('\n') - 1 : point.column;
      point.line = point.line + start.line - 1 + lines;
    }
  });
  return child;
}
