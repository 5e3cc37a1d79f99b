import type { Root, RootContent } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

/**
 * The plain text of a page's first paragraph: a doc's description when its front matter has none,
 * as Docusaurus takes it. Headings, code, HTML, tables, `import`/`export` lines and admonition
 * fences (`:::note`) are skipped; links, emphasis and inline code keep only their text.
 */
export function firstParagraphText(body: string): string | undefined {
  const tree = unified().use(remarkParse).use(remarkGfm).parse(body) as Root;
  return findText(tree.children);
}

function findText(nodes: RootContent[]): string | undefined {
  for (const node of nodes) {
    if (node.type === 'paragraph') {
      const text = toString(node)
        .split('\n')
        .filter((line) => !/^\s*(:::|import\s|export\s)/.test(line))
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) return text;
    } else if (node.type === 'blockquote' || node.type === 'list' || node.type === 'listItem') {
      const text = findText(node.children as RootContent[]);
      if (text) return text;
    }
  }
  return undefined;
}
