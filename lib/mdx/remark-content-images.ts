import fs from 'node:fs';
import path from 'node:path';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { contentRoot } from '../content/files';
import { assetUrl } from '../content/assets';

const EXTERNAL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * Points relative image paths at the copy the build publishes under /assets, and stops the
 * build when the image file does not exist, naming the page and line.
 */
export function remarkContentImages({
  root = contentRoot,
  onBrokenImage = throwError,
}: { root?: string; onBrokenImage?: (message: string) => void } = {}) {
  return (tree: Root, file: VFile) => {
    const from = file.path;
    visit(tree, 'image', (node) => {
      if (EXTERNAL.test(node.url) || node.url.startsWith('/') || !from) return;
      const target = path.resolve(path.dirname(from), decodeURI(node.url.split(/[?#]/)[0]));
      const line = node.position?.start.line;
      if (!fs.existsSync(target) || !target.startsWith(root + path.sep)) {
        onBrokenImage(
          `Markdown image "${node.url}" not found: referenced in ${path.relative(process.cwd(), from)}${line ? ` at line ${line}` : ''}.`,
        );
        return;
      }
      node.url = assetUrl(path.relative(root, target));
    });
  };
}

function throwError(message: string): never {
  throw new Error(message);
}
