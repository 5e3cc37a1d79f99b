import type { Root, Paragraph, PhrasingContent, Text } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import { toString } from 'mdast-util-to-string';
import { SKIP, visit } from 'unist-util-visit';
import { isAdmonitionType } from './admonition-syntax';

const DEFAULT_TITLES = { note: 'Note', tip: 'Tip', info: 'Info', warning: 'Warning', danger: 'Danger' };

/**
 * Turns `:::type[title]` containers into `<aside class="admonition admonition-type">` with a
 * title line. Other directive syntax is given back as the text the author typed, because prose
 * such as `field:term` must not vanish into an unknown directive.
 */
export function remarkAdmonitions() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (node.type === 'containerDirective' && isAdmonitionType(node.name)) {
        toAdmonition(node);
        return;
      }
      if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
        const text: Text = { type: 'text', value: directiveSource(node) };
        const replacement = node.type === 'leafDirective' ? ({ type: 'paragraph', children: [text] } as Paragraph) : text;
        parent.children.splice(index, 1, replacement as never);
        return [SKIP, index + 1];
      }
    });
  };
}

function toAdmonition(node: ContainerDirective): void {
  const type = node.name as keyof typeof DEFAULT_TITLES;
  const labelIndex = node.children.findIndex((child) => child.type === 'paragraph' && child.data?.directiveLabel);
  const label = labelIndex === -1 ? null : (node.children[labelIndex] as Paragraph);
  if (label) node.children.splice(labelIndex, 1);
  const titleChildren: PhrasingContent[] = label ? label.children : [{ type: 'text', value: DEFAULT_TITLES[type] }];
  const title: Paragraph = {
    type: 'paragraph',
    children: titleChildren,
    data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
  };
  node.children.unshift(title);
  node.data = {
    hName: 'aside',
    hProperties: { className: ['admonition', `admonition-${type}`], 'aria-label': toString(title) },
  };
}

function directiveSource(node: TextDirective | LeafDirective): string {
  const label = node.children.length > 0 ? `[${toString(node)}]` : '';
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => (value ? `${key}="${value}"` : key))
    .join(' ');
  return `${node.type === 'leafDirective' ? '::' : ':'}${node.name}${label}${attributes ? `{${attributes}}` : ''}`;
}
