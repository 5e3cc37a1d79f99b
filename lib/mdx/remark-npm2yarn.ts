import type { Code, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { NPM2YARN_WORD, parseFenceMeta } from './code-fence-meta';
import { TAB_ITEM_ELEMENT, TABS_ELEMENT } from './content-components';
import { convertNpmLine, type PackageManager } from './npm-commands';
import { NodeProblem, noteProblems } from './page-problems';
import { sourceLocation } from './source-file';

/**
 * Every npm2yarn block joins this group, so a reader who picks pnpm once sees pnpm on every page
 * (Docusaurus's plugin with `sync: true`, under its storage key `docusaurus.tab.npm2yarn`).
 */
export const NPM2YARN_GROUP = 'npm2yarn';

const MANAGERS: { value: 'npm' | PackageManager; label: string }[] = [
  { value: 'npm', label: 'npm' },
  { value: 'yarn', label: 'Yarn' },
  { value: 'pnpm', label: 'pnpm' },
];

/**
 * A fence with `npm2yarn` in its meta (```bash npm2yarn) becomes npm, Yarn and pnpm tabs, each
 * holding the block with its commands converted (npm-commands.ts); the rest of the meta (a
 * title, highlighted lines) stays on each. A command without a conversion is reported with its
 * line (and stops the build), rather than showing a Yarn tab that holds npm.
 */
export function remarkNpm2Yarn() {
  return (tree: Root, file: VFile) => {
    visit(tree, 'code', (node: Code, index, parent) => {
      if (!parent || index === undefined || !node.meta || !parseFenceMeta(node.meta).words.includes(NPM2YARN_WORD))
        return;
      const meta = node.meta.replace(new RegExp(`(^|\\s)${NPM2YARN_WORD}(?=\\s|$)`), '').trim() || null;
      const panel = (manager: (typeof MANAGERS)[number]) => {
        const code: Code = {
          type: 'code',
          lang: node.lang,
          meta,
          value: manager.value === 'npm' ? node.value : converted(node, manager.value, file),
          position: node.position,
        };
        return {
          type: 'tabItem',
          data: { hName: TAB_ITEM_ELEMENT, hProperties: { value: manager.value, label: manager.label } },
          children: [code],
          position: node.position,
        };
      };
      let children: ReturnType<typeof panel>[] = [];
      if (!noteProblems(file, () => (children = MANAGERS.map(panel)))) return;
      const tabs = {
        type: 'tabs',
        data: { hName: TABS_ELEMENT, hProperties: { groupId: NPM2YARN_GROUP } },
        children,
        position: node.position,
      };
      parent.children[index] = tabs as unknown as RootContent;
      return [SKIP, index + 1];
    });
  };
}

function converted(node: Code, to: PackageManager, file: VFile): string {
  return node.value
    .split('\n')
    .map((line, i) => {
      const result = convertNpmLine(line, to);
      if (typeof result === 'string') return result;
      const where = sourceLocation(file, node).replace(/:\d+:\d+$/, `:${(node.position?.start.line ?? 0) + i + 1}`);
      throw new NodeProblem(
        `The npm2yarn block in ${where} runs \`${result.unsupported}\`, which npm2yarn cannot write for Yarn and pnpm: show it in a plain \`\`\`bash block, or write the three commands in <Tabs groupId="npm2yarn"> yourself (docs/authoring.md, "npm, Yarn and pnpm").`,
        node,
      );
    })
    .join('\n');
}
