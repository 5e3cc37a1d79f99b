import fs from 'node:fs';
import path from 'node:path';
import type { Code, Paragraph, Root } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { contentRoot } from '../content/files';
import { assetUrl } from '../content/assets';

export const FILE_META = /(?:^|\s)file=(?:"([^"]+)"|(\S+))/;

/**
 * A fenced block with `file="nba/schema/games.yml"` in its meta and an empty body shows that
 * file from content/examples, so pages never hold pasted copies that drift from the tested
 * files; a download link follows the block.
 */
export function remarkExampleFiles({ root = contentRoot }: { root?: string } = {}) {
  const examplesDir = path.join(root, 'examples');
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      const match = node.meta ? FILE_META.exec(node.meta) : null;
      if (!match || !parent || index === undefined) return;
      const relative = match[1] ?? match[2];
      const target = path.resolve(examplesDir, relative);
      const line = node.position?.start.line;
      if (!target.startsWith(examplesDir + path.sep) || !fs.existsSync(target)) {
        throw new Error(
          `Example file "${relative}" not found in content/examples: referenced in ${path.relative(process.cwd(), file.path ?? '')}${line ? ` at line ${line}` : ''}.`,
        );
      }
      const name = path.basename(target);
      node.value = fs.readFileSync(target, 'utf8').replace(/\n$/, '');
      const rest = node.meta!.replace(FILE_META, '').trim();
      node.meta = /title=/.test(rest) ? rest : `title="${name}" ${rest}`.trim();
      const download: Paragraph = {
        type: 'paragraph',
        data: { hProperties: { className: ['example-download'] } },
        children: [
          {
            type: 'link',
            url: assetUrl(path.relative(root, target)),
            data: { hProperties: { download: name } },
            children: [{ type: 'text', value: `Download ${name}` }],
          },
        ],
      };
      parent.children.splice(index + 1, 0, download);
      return [SKIP, index + 2];
    });
  };
}
