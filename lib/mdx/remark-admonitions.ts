import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { ADMONITION_TYPES, admonitionType, type AdmonitionType } from './admonition-types';
import { reportProblem } from './page-problems';
import { sourceLocation } from './source-file';

/**
 * Turns `:::type[title]` containers into `<aside class="admonition admonition-look">` with a
 * title line. A container of any other name stops the build: left alone it would render as a
 * bare `<div>`, its type (and the reader's warning) silently gone. Text and leaf directive
 * syntax is given back as the text the author typed, because prose such as `field:term` must
 * not vanish into an unknown directive.
 */
export function remarkAdmonitions() {
  return (tree: Root, file: VFile) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'paragraph') {
        reportFenceLikeLines(node, file);
        return;
      }
      if (node.type === 'containerDirective') {
        const type = admonitionType(node.name);
        if (!type) reportUnknownAdmonition(node, file);
        toAdmonition(node, type ?? ADMONITION_TYPES.note);
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const text: Text = { type: 'text', value: directiveSource(node) };
        const replacement =
          node.type === 'leafDirective' ? ({ type: 'paragraph', children: [text] } as Paragraph) : text;
        parent.children.splice(index, 1, replacement as never);
        return [SKIP, index + 1];
      }
    });
  };
}

/** Colons, a space, then a type (`::: note`): what Prettier makes of `:::note`, and no admonition. The colons are group 1, the type group 2. */
const SPACED_OPENING = /^(:{3,})[ \t]+([A-Za-z][\w-]*)/;
/** Colons alone: the closing line of an admonition that never opened. */
const BARE_FENCE = /^:{3,}[ \t]*$/;

/**
 * Lines of a paragraph that an author meant as an admonition's fences, which would print as text:
 * Docusaurus reads a type only right after the colons (its docs warn that Prettier writes
 * `::: note`), so neither it nor this site opens an admonition there. Each is reported at its line.
 */
function reportFenceLikeLines(paragraph: Paragraph, file: VFile): void {
  const start = paragraph.position?.start.line;
  const lines = toString(paragraph).split('\n');
  // Most paragraphs have no such line: the file's lines are only split for one that does.
  if (start === undefined || !lines.some((text) => /^\s*:{3}/.test(text))) return;
  const source = String(file.value).split('\n');
  lines.forEach((text, i) => {
    const line = start + i;
    const column = (source[line - 1] ?? '').indexOf(':::') + 1;
    const at = { position: { start: { line, column }, end: { line, column } } };
    const where = sourceLocation(file, at);
    const spaced = SPACED_OPENING.exec(text.trim());
    if (spaced) {
      const type = admonitionType(spaced[2]) ? spaced[2] : 'note';
      reportProblem(
        file,
        `The line "${text.trim()}" in ${where} is no admonition, so it would print as text: the type must follow the colons with no space between, as in ${spaced[1]}${type}${admonitionType(spaced[2]) ? '' : ` (types: ${Object.keys(ADMONITION_TYPES).join(', ')})`}.`,
        at,
      );
    } else if (BARE_FENCE.test(text.trim())) {
      reportProblem(
        file,
        `The line "${text.trim()}" in ${where} closes no admonition, so it would print as text: open the admonition above it with :::note (no space after the colons), or delete the line.`,
        at,
      );
    }
  });
}

function reportUnknownAdmonition(node: ContainerDirective, file: VFile): void {
  const names = Object.keys(ADMONITION_TYPES).join(', ');
  reportProblem(
    file,
    `The admonition ":::${node.name}" in ${sourceLocation(file, node)} has a type this site does not know. Admonition types: ${names}.`,
    node,
  );
}

function toAdmonition(node: ContainerDirective, type: AdmonitionType): void {
  const labelIndex = node.children.findIndex((child) => child.type === 'paragraph' && child.data?.directiveLabel);
  const label = labelIndex === -1 ? null : (node.children[labelIndex] as Paragraph);
  if (label) node.children.splice(labelIndex, 1);
  const titleChildren: PhrasingContent[] = label ? label.children : [{ type: 'text', value: type.label }];
  const title: Paragraph = {
    type: 'paragraph',
    children: titleChildren,
    data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
  };
  node.children.unshift(title);
  node.data = {
    hName: 'aside',
    hProperties: { className: ['admonition', `admonition-${type.look}`], 'aria-label': toString(title) },
  };
}

function directiveSource(node: TextDirective | LeafDirective): string {
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ');
  return `${node.type === 'leafDirective' ? '::' : ':'}${node.name}${label}${attributes ? `{${attributes}}` : ''}`;
}
