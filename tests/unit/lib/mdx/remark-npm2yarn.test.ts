import path from 'node:path';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it, vi } from 'vitest';
import { outlineMarkdown } from '@/lib/mdx/outline';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/** Each tab of the page: its label, whether it shows first, and the code in its panel as a reader copies it. */
function panelsOf(html: string): { label: string; selected: boolean; code: string; title?: string }[] {
  const labels = [...html.matchAll(/role="tab"[^>]*aria-selected="(true|false)"[^>]*>([^<]*)<\/button>/g)];
  const panels = [...html.matchAll(/<div role="tabpanel"[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map(([, panel]) => ({
    title: /<div class="code-block-title">([^<]*)<\/div>/.exec(panel)?.[1],
    code: (/<code>([\s\S]*)$/.exec(panel)?.[1] ?? '').replace(/<[^>]+>/g, ''),
  }));
  return labels.map(([, selected, label], index) => ({ label, selected: selected === 'true', ...panels[index] }));
}

describe('```bash npm2yarn blocks', () => {
  it('show npm, Yarn and pnpm tabs, npm first, each command converted', async () => {
    const { html } = await compilePage(
      '```bash npm2yarn\nnpm install --save-dev @plumbline/cli\nnpx plumbline init\n```\n',
    );
    expect(panelsOf(html)).toEqual([
      {
        label: 'npm',
        selected: true,
        code: 'npm install --save-dev @plumbline/cli\nnpx plumbline init',
        title: undefined,
      },
      {
        label: 'Yarn',
        selected: false,
        code: 'yarn add @plumbline/cli --dev\nyarn dlx plumbline init',
        title: undefined,
      },
      {
        label: 'pnpm',
        selected: false,
        code: 'pnpm add @plumbline/cli --save-dev\npnpm dlx plumbline init',
        title: undefined,
      },
    ]);
  });

  it('keep the title and highlighted lines on every tab', async () => {
    const { html } = await compilePage(
      '```bash npm2yarn title="Install the CLI" {2}\n# Once per machine\nnpm install -g @plumbline/cli\n```\n',
    );
    const panels = panelsOf(html);
    expect(panels.map((panel) => panel.title)).toEqual(['Install the CLI', 'Install the CLI', 'Install the CLI']);
    expect(panels.map((panel) => panel.code.split('\n')[1])).toEqual([
      'npm install -g @plumbline/cli',
      'yarn global add @plumbline/cli',
      'pnpm add --global @plumbline/cli',
    ]);
    expect(html.match(/<span class="line highlighted">/g)).toHaveLength(3);
  });

  it("join one group, so a reader's pick holds on every page (Docusaurus's storage key docusaurus.tab.npm2yarn)", async () => {
    const { tree } = await outlineMarkdown(
      {
        sourcePath: path.join(docs, 'guide/first-steps.md'),
        body: '```bash npm2yarn\nnpm run build\n```\n',
        format: 'md',
      },
      { routesBySource, contentRoot: site, onBrokenMarkdownLink: () => {} },
    );
    const configs: unknown[] = [];
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'tabs') configs.push(JSON.parse(String(node.properties.dataTabs)));
    });
    expect(configs).toEqual([
      {
        id: 'tabs-1',
        items: [
          { value: 'npm', label: 'npm' },
          { value: 'yarn', label: 'Yarn' },
          { value: 'pnpm', label: 'pnpm' },
        ],
        defaultValue: 'npm',
        groupId: 'npm2yarn',
      },
    ]);
  });

  it('stop the build at a command npm2yarn cannot convert, naming its line', async () => {
    await expect(compilePage('Intro.\n\n```bash npm2yarn\nnpm install\nnpm version patch\n```\n')).rejects.toThrow(
      `The npm2yarn block in ${PAGE}:5 runs \`npm version\`, which npm2yarn cannot write for Yarn and pnpm: show it in a plain \`\`\`bash block, or write the three commands in <Tabs groupId="npm2yarn"> yourself (docs/authoring.md, "npm, Yarn and pnpm").`,
    );
  });
});
