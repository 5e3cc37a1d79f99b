import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';

export interface DocLinkOptions {
  /** Absolute source path of every page -> its URL path. */
  routesBySource: Map<string, string>;
  /** Called for a relative Markdown link that matches no page; the link is left as written. */
  onBrokenLink: (message: string) => void;
}

const MARKDOWN_LINK = /^(?![a-z][a-z0-9+.-]*:|\/|#)([^?#]+\.mdx?)(#.*)?$/i;

/** Rewrites relative links to other `.md(x)` files into the URL of the page they build. */
export function remarkDocLinks({ routesBySource, onBrokenLink }: DocLinkOptions) {
  return (tree: Root, file: VFile) => {
    const from = file.path;
    visit(tree, ['link', 'definition'], (node) => {
      if (node.type !== 'link' && node.type !== 'definition') return;
      const match = MARKDOWN_LINK.exec(node.url);
      if (!match || !from) return;
      const target = path.resolve(path.dirname(from), decodeURI(match[1]));
      const route = routesBySource.get(target);
      if (route === undefined) {
        const line = node.position?.start.line;
        onBrokenLink(
          `Markdown link "${node.url}" in ${path.relative(process.cwd(), from)}${line ? `:${line}` : ''} does not resolve to any doc.`,
        );
        return;
      }
      node.url = `${route}${match[2] ?? ''}`;
    });
  };
}
