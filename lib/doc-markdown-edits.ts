import type { Code, Heading, Html, Paragraph } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { admonitionType } from './mdx/admonition-types';
import { TRAILING_ID } from './mdx/heading-ids';
import { applyMagicComments } from './mdx/magic-comments';

/**
 * One change to a page's source for its Markdown copy: a range of the text and what replaces it,
 * given as a function when it holds other edits (an admonition's content), which it renders.
 */
export interface Edit {
  start: number;
  end: number;
  text: string | ((render: (from: number, to: number) => string) => string);
}

/** The source with every edit made; an edit inside another is made by the outer one's `render`. */
export function applyEdits(source: string, edits: Edit[]): string {
  const sorted = [...edits].sort((a, b) => a.start - b.start || b.end - a.end);
  const render = (from: number, to: number): string => {
    let out = '';
    let at = from;
    for (const edit of sorted) {
      if (edit.start < at || edit.start < from || edit.end > to) continue;
      out += source.slice(at, edit.start) + (typeof edit.text === 'string' ? edit.text : edit.text(render));
      at = edit.end;
    }
    return out + source.slice(at, to);
  };
  return render(0, source.length);
}

/** What starts each continuation line of a block at `offset`: its list indent as spaces, its quote markers as written. */
export function continuationIndent(source: string, offset: number): string {
  const lineStart = source.lastIndexOf('\n', offset - 1) + 1;
  return source.slice(lineStart, offset).replace(/[^\s>]/g, ' ');
}

/** `lines` joined as the continuation lines of a block indented by `indent`, without spaces left at line ends. */
export function indented(lines: string[], indent: string): string {
  const text = lines.join(`\n${indent}`);
  return indent ? text.replace(/[ \t]+$/gm, '') : text;
}

/**
 * An admonition as plain Markdown reads it: a quotation opened by its type in bold, and its title
 * when it has one (`> **Caution: Mind the gap**`), then its content, nested admonitions quoted again.
 */
export function admonitionEdit(source: string, node: ContainerDirective): Edit | undefined {
  const type = admonitionType(node.name);
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (!type || start === undefined || end === undefined) return undefined;
  const label = node.children.find(
    (child): child is Paragraph => child.type === 'paragraph' && Boolean(child.data?.directiveLabel),
  );
  const content = node.children.filter((child) => child !== label);
  return {
    start,
    end,
    text: (render) => {
      const indent = continuationIndent(source, start);
      const title = label && toString(label).trim() !== type.label ? `: ${rangeOf(label.children, render)}` : '';
      const inner = rangeOf(content, render)
        .split('\n')
        .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line.trimStart()));
      const quoted =
        inner.length === 1 && inner[0] === ''
          ? []
          : ['>', ...inner.map((line) => (line.trim() === '' ? '>' : `> ${line}`))];
      return indented([`> **${type.label}${title}**`, ...quoted], indent);
    },
  };
}

/** The source of a run of sibling nodes, edits inside it made. */
function rangeOf(
  nodes: { position?: { start: { offset?: number }; end: { offset?: number } } }[],
  render: (from: number, to: number) => string,
): string {
  const from = nodes[0]?.position?.start.offset;
  const to = nodes.at(-1)?.position?.end.offset;
  return from === undefined || to === undefined ? '' : render(from, to);
}

/** Takes a heading's explicit id off its line: the copy shows the heading as readers see it. */
export function headingIdEdit(source: string, node: Heading): Edit | undefined {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return undefined;
  const lines = source.slice(start, end).split('\n');
  // An ATX heading is its first line; a setext heading's text ends on the line above its underline.
  const index = lines.length > 1 ? lines.length - 2 : 0;
  const match = TRAILING_ID.exec(lines[index]);
  if (!match) return undefined;
  const at = start + lines.slice(0, index).reduce((sum, line) => sum + line.length + 1, 0) + match.index;
  return { start: at, end: at + match[0].length, text: '' };
}

/**
 * A code block without its highlight comments (`// highlight-next-line` and the like): they
 * mark lines on the page and would be noise in the copy. Undefined when it has none.
 */
export function highlightCommentsEdit(source: string, node: Code): Edit | undefined {
  const { code } = applyMagicComments(node.value, node.lang ?? 'text');
  if (code === node.value) return undefined;
  const start = node.position!.start.offset!;
  const end = node.position!.end.offset!;
  const fence = /^\s*(`{3,}|~{3,})/.exec(source.slice(start, end))?.[1] ?? '```';
  const opening = source.slice(start, source.indexOf('\n', start));
  return {
    start,
    end,
    text: indented([opening.trimStart(), ...code.split('\n'), fence], continuationIndent(source, start)),
  };
}

const TABS_LINE = /^<\/?Tabs\b[^>]*>$|^<\/TabItem>$/;
const TAB_ITEM_LINE = /^<TabItem\b([^>]*)>$/;

/**
 * `<Tabs>` markup in the copy: each tab's content stays, led by its label in bold, and the tags
 * go, since a Markdown reader shows no tabs. Undefined for HTML that is not only tab tags.
 */
export function tabsMarkupEdit(source: string, node: Html): Edit | undefined {
  const lines = node.value
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length === 0 || !lines.every((line) => TABS_LINE.test(line) || TAB_ITEM_LINE.test(line))) return undefined;
  const labels = lines.flatMap((line) => {
    const attributes = TAB_ITEM_LINE.exec(line)?.[1];
    if (attributes === undefined) return [];
    const label =
      /\blabel=(?:"([^"]*)"|'([^']*)')/.exec(attributes) ?? /\bvalue=(?:"([^"]*)"|'([^']*)')/.exec(attributes);
    return [`**${label?.[1] ?? label?.[2] ?? 'Tab'}**`];
  });
  const start = node.position!.start.offset!;
  const end = node.position!.end.offset!;
  return labels.length === 0
    ? { start, end: end + (/^\n*/.exec(source.slice(end))?.[0].length ?? 0), text: '' }
    : { start, end, text: labels.join('\n\n') };
}
