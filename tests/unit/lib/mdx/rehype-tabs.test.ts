import path from 'node:path';
import type { Element } from 'hast';
import { visit } from 'unist-util-visit';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownToHtml } from '@/lib/mdx/compile-html';
import { outlineMarkdown } from '@/lib/mdx/outline';
import type { TabsConfig } from '@/lib/mdx/rehype-tabs';
import { compilePage, docs, PAGE, routesBySource, site } from '@/tests/helpers/compile-page';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

const MDX_PAGE = PAGE.replace(/\.md$/, '.mdx');
const IMPORTS = "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n";

/** The same tabs as a Docusaurus .mdx page writes them and as a .md page can (raw HTML needs blank lines around Markdown). */
const OS_TABS: Record<'md' | 'mdx', string> = {
  mdx: `${IMPORTS}<Tabs groupId="operating-systems">
  <TabItem value="win" label="Windows">Use **Ctrl** + C to copy.</TabItem>
  <TabItem value="mac" label="macOS" default>Use **Command** + C to copy.</TabItem>
</Tabs>
`,
  md: `${IMPORTS}<Tabs groupId="operating-systems">
<TabItem value="win" label="Windows">

Use **Ctrl** + C to copy.

</TabItem>
<TabItem value="mac" label="macOS" default>

Use **Command** + C to copy.

</TabItem>
</Tabs>
`,
};

interface ShownTabs {
  tabs: { label: string; selected: boolean; focusable: boolean; controls: string }[];
  panels: { id: string; labelledBy: string; hidden: boolean; text: string }[];
}

/** The tab lists and panels of the page's HTML, as a screen reader or a script reads them. */
function tabsOf(html: string): ShownTabs {
  const tabs = [
    ...html.matchAll(
      /<button type="button" role="tab" id="[^"]+" aria-selected="(true|false)" aria-controls="([^"]+)" tabindex="(-1|0)" class="tabs-tab">([^<]*)<\/button>/g,
    ),
  ].map(([, selected, controls, tabindex, label]) => ({
    label,
    selected: selected === 'true',
    focusable: tabindex === '0',
    controls,
  }));
  const panels = [
    ...html.matchAll(
      /<div role="tabpanel" id="([^"]+)" aria-labelledby="([^"]+)"( hidden="")? tabindex="0" class="tabs-panel">([\s\S]*?)<\/div>(?=<div role="tabpanel"|<\/div>)/g,
    ),
  ].map(([, id, labelledBy, hidden, content]) => ({
    id,
    labelledBy,
    hidden: Boolean(hidden),
    text: content
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
  return { tabs, panels };
}

/** What the build hands the page's Tabs: the config rehype-tabs.ts leaves in `data-tabs`, read from the outline tree. */
async function configsOf(body: string, format: 'md' | 'mdx'): Promise<TabsConfig[]> {
  const { tree } = await outlineMarkdown(
    { sourcePath: path.join(docs, `guide/first-steps.${format}`), body, format },
    { routesBySource, contentRoot: site, onBrokenMarkdownLink: () => {} },
  );
  const configs: TabsConfig[] = [];
  visit(tree, 'element', (node: Element) => {
    if (node.tagName === 'tabs') configs.push(JSON.parse(String(node.properties.dataTabs)));
  });
  return configs;
}

describe('<Tabs> and <TabItem> as Docusaurus pages write them', () => {
  it.each(['mdx', 'md'] as const)(
    'draw a tab list and one labelled panel per tab in a .%s page, the default one shown, every panel in the HTML',
    async (format) => {
      const { html } = await compilePage(OS_TABS[format], { format });
      const { tabs, panels } = tabsOf(html);
      expect(tabs.map(({ label, selected, focusable }) => ({ label, selected, focusable }))).toEqual([
        { label: 'Windows', selected: false, focusable: false },
        { label: 'macOS', selected: true, focusable: true },
      ]);
      // Without JavaScript each panel shows under its label (CSS hides the tab list there).
      expect(panels.map(({ hidden, text }) => ({ hidden, text }))).toEqual([
        { hidden: true, text: 'Windows Use Ctrl + C to copy.' },
        { hidden: false, text: 'macOS Use Command + C to copy.' },
      ]);
      // Each tab controls its panel, and each panel is named by its tab; the ids are the page's own, the same after hydration.
      expect(tabs.map((tab) => tab.controls)).toEqual(['tabs-1-panel-0', 'tabs-1-panel-1']);
      expect(tabs.map((tab) => tab.controls)).toEqual(panels.map((panel) => panel.id));
      expect(panels.map((panel) => panel.labelledBy)).toEqual(
        tabs.map((tab) => tab.controls.replace('-panel-', '-tab-')),
      );
      expect(html).toContain('<p class="tabs-panel-label without-js-only">Windows</p>');
    },
  );

  it('show the first tab when no tab is the default', async () => {
    const { html } = await compilePage(
      `${IMPORTS}<Tabs>\n  <TabItem value="apple" label="Apple">Apple.</TabItem>\n  <TabItem value="pear">Pear.</TabItem>\n</Tabs>\n`,
      { format: 'mdx' },
    );
    expect(tabsOf(html).tabs.map(({ label, selected }) => [label, selected])).toEqual([
      ['Apple', true],
      ['pear', false],
    ]);
  });

  it("take values and defaultValue from <Tabs>, whose labels win over the items' own", async () => {
    const body = `<Tabs defaultValue="orange" values={[{label: 'Apple 1', value: 'apple'}, {label: 'Orange 1', value: 'orange'}]}>
  <TabItem value="orange" label="Orange 2">Orange.</TabItem>
  <TabItem value="apple" label="Apple 2" default>Apple.</TabItem>
</Tabs>
`;
    const { html } = await compilePage(body, { format: 'mdx' });
    const { tabs, panels } = tabsOf(html);
    expect(tabs.map(({ label, selected }) => [label, selected])).toEqual([
      ['Apple 1', false],
      ['Orange 1', true],
    ]);
    // Panels follow the tabs' order, each with its own content.
    expect(panels.map((panel) => panel.text)).toEqual(['Apple 1 Apple.', 'Orange 1 Orange.']);
  });

  it('read values written as JSON in a .md page', async () => {
    const body = `<Tabs values='[{"label": "Apple 1", "value": "apple"}, {"label": "Pear 1", "value": "pear"}]'>\n<TabItem value="pear">\n\nPear.\n\n</TabItem>\n<TabItem value="apple">\n\nApple.\n\n</TabItem>\n</Tabs>\n`;
    const { tabs, panels } = tabsOf((await compilePage(body)).html);
    expect(tabs.map(({ label, selected }) => [label, selected])).toEqual([
      ['Apple 1', false],
      ['Pear 1', true],
    ]);
    expect(panels.map((panel) => panel.text)).toEqual(['Apple 1 Apple.', 'Pear 1 Pear.']);
  });

  it('read a <Tabs> a .md page opens over several lines with values={[...]}, as Docusaurus reads .md as MDX', async () => {
    const body = [
      `${IMPORTS}<Tabs`,
      '  groupId="outputType"',
      '  defaultValue="scam"',
      '  values={[',
      `    { label: 'outputType: "component"', value: 'component' },`,
      `    { label: "it's scam", value: 'scam' },`,
      '  ]',
      '}>',
      '<TabItem value="component">',
      '',
      'Import the **module**.',
      '',
      '</TabItem>',
      '',
      '<TabItem value="scam">',
      '',
      'Import the single component.',
      '',
      '</TabItem>',
      '</Tabs>',
      '',
    ].join('\n');
    const { tabs, panels } = tabsOf((await compilePage(body)).html);
    // As the HTML writes the labels' quotes.
    expect(tabs.map(({ label, selected }) => [label, selected])).toEqual([
      ['outputType: &quot;component&quot;', false],
      ['it&#x27;s scam', true],
    ]);
    expect(panels.map((panel) => panel.text)).toEqual([
      'outputType: &quot;component&quot; Import the module .',
      'it&#x27;s scam Import the single component.',
    ]);
    expect((await configsOf(body, 'md'))[0]).toMatchObject({ groupId: 'outputType', defaultValue: 'scam' });
  });

  it("report a .md page's <TabItem> outside any <Tabs> at its own line, after a multi-line <Tabs> closed early", async () => {
    const body =
      '<Tabs\n  groupId="g"\n>\n<TabItem value="a">\n\nA.\n\n</TabItem>\n</Tabs>\n\n<TabItem value="b">\n\nB.\n\n</TabItem>\n';
    await expect(compilePage(body)).rejects.toThrow(
      /The <TabItem> in [^ ]*first-steps\.md:11:1 is not inside a <Tabs>/,
    );
  });

  it('show no tab with defaultValue={null}, the first tab staying reachable by Tab', async () => {
    const { html } = await compilePage(
      '<Tabs defaultValue={null}>\n  <TabItem value="a">A.</TabItem>\n  <TabItem value="b">B.</TabItem>\n</Tabs>\n',
      { format: 'mdx' },
    );
    const { tabs, panels } = tabsOf(html);
    expect(tabs.map(({ selected, focusable }) => [selected, focusable])).toEqual([
      [false, true],
      [false, false],
    ]);
    expect(panels.every((panel) => panel.hidden)).toBe(true);
  });

  it.each(['mdx', 'md'] as const)(
    'hand the page the group, and the query parameter named after it, in a .%s page',
    async (format) => {
      const body =
        format === 'mdx'
          ? '<Tabs groupId="os" queryString>\n  <TabItem value="win">W.</TabItem>\n</Tabs>\n\n<Tabs queryString="shell" lazy>\n  <TabItem value="bash">B.</TabItem>\n</Tabs>\n'
          : '<Tabs groupId="os" queryString>\n<TabItem value="win">\n\nW.\n\n</TabItem>\n</Tabs>\n\n<Tabs queryString="shell" lazy>\n<TabItem value="bash">\n\nB.\n\n</TabItem>\n</Tabs>\n';
      expect(await configsOf(body, format)).toEqual([
        { id: 'tabs-1', items: [{ value: 'win', label: 'win' }], defaultValue: 'win', groupId: 'os', queryKey: 'os' },
        { id: 'tabs-2', items: [{ value: 'bash', label: 'bash' }], defaultValue: 'bash', queryKey: 'shell' },
      ]);
    },
  );

  it("put every panel's text in the search sections, and code in a tab stays a code block", async () => {
    const body = `${IMPORTS}## Copy\n\n<Tabs>\n<TabItem value="sql" label="SQL">\n\n\`\`\`sql title="one.sql"\nSELECT 1;\n\`\`\`\n\n</TabItem>\n<TabItem value="yaml" label="YAML">\n\nA YAML file.\n\n</TabItem>\n</Tabs>\n`;
    const { html, sections } = await compilePage(body, { format: 'mdx' });
    // The block's title is indexed as on any page; the tab labels are not, being no text of the content.
    expect(sections.find((section) => section.id === 'copy')?.text).toBe('one.sql SELECT 1; A YAML file.');
    expect(html).toContain('<div class="code-block-title">one.sql</div>');
  });

  it('name a table in a tab after its heading and its tab, so each scrollable table is a landmark of its own', async () => {
    const table = '| Field | Value |\n| --- | --- |\n| Host | db |\n';
    const body = `## Connection fields\n\n<Tabs>\n<TabItem value="pg" label="PostgreSQL">\n\n${table}\n</TabItem>\n<TabItem value="sf" label="Snowflake">\n\n${table}\n</TabItem>\n</Tabs>\n\n${table}`;
    const { html } = await compilePage(body);
    expect([...html.matchAll(/role="region" aria-label="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'Table: Connection fields (PostgreSQL tab)',
      'Table: Connection fields (Snowflake tab)',
      'Table: Connection fields',
    ]);
  });

  it('keep the words of one-line panels apart in search', async () => {
    const { sections } = await compilePage(
      '<Tabs>\n  <TabItem value="a">Apple.</TabItem>\n  <TabItem value="b">Banana.</TabItem>\n</Tabs>\n',
      { format: 'mdx' },
    );
    expect(sections[0].text).toBe('Apple. Banana.');
  });

  it('show every tab under its label in a feed entry, which runs no script', async () => {
    const html = await compileMarkdownToHtml(
      { sourcePath: path.join(docs, 'guide/first-steps.md'), body: OS_TABS.md },
      { routesBySource, contentRoot: site, pageUrl: 'https://docs.example/guide/first-steps' },
    );
    expect(html.replace(/\n/g, '')).toBe(
      '<div class="tabs"><div class="tab-panel"><p><strong>Windows</strong></p><p>Use <strong>Ctrl</strong> + C to copy.</p></div>' +
        '<div class="tab-panel"><p><strong>macOS</strong></p><p>Use <strong>Command</strong> + C to copy.</p></div></div>',
    );
  });
});

/** Tabs a page gets wrong, with the message that stops the build. */
const REFUSED: [string, 'md' | 'mdx', string, string][] = [
  [
    'a TabItem outside Tabs',
    'mdx',
    'Intro.\n\n<TabItem value="a">A.</TabItem>\n',
    `The <TabItem> in ${MDX_PAGE}:3:1 is not inside a <Tabs>: put it between <Tabs> and </Tabs>, directly, or write its content as plain Markdown.`,
  ],
  [
    'a TabItem outside Tabs in a .md page',
    'md',
    '<TabItem value="a">\n\nA.\n\n</TabItem>\n',
    `The <TabItem> in ${PAGE}:1:1 is not inside a <Tabs>: put it between <Tabs> and </Tabs>, directly, or write its content as plain Markdown.`,
  ],
  [
    'two tabs with one value',
    'mdx',
    '<Tabs>\n  <TabItem value="a">A.</TabItem>\n  <TabItem value="b">B.</TabItem>\n  <TabItem value="a">Again.</TabItem>\n</Tabs>\n',
    `The <Tabs> in ${MDX_PAGE}:1:1 has two tabs with the value "a" (lines 2 and 4): give each tab its own value.`,
  ],
  [
    'a defaultValue naming no tab',
    'mdx',
    '<Tabs defaultValue="c">\n  <TabItem value="a">A.</TabItem>\n  <TabItem value="b">B.</TabItem>\n</Tabs>\n',
    `The <Tabs> in ${MDX_PAGE}:1:1 has defaultValue="c", and none of its tabs has that value: write one of a, b.`,
  ],
  [
    'a defaultValue naming no tab in a .md page',
    'md',
    '<Tabs defaultValue="c">\n<TabItem value="a">\n\nA.\n\n</TabItem>\n</Tabs>\n',
    `The <Tabs> in ${PAGE}:1:1 has defaultValue="c", and none of its tabs has that value: write one of a.`,
  ],
  [
    'two default tabs',
    'mdx',
    '<Tabs>\n  <TabItem value="a" default>A.</TabItem>\n  <TabItem value="b" default>B.</TabItem>\n</Tabs>\n',
    `The <Tabs> in ${MDX_PAGE}:1:1 marks 2 tabs as default (a, b): mark only the one to show first.`,
  ],
  [
    'text beside the tabs',
    'mdx',
    '<Tabs>\n  <TabItem value="a">A.</TabItem>\n\n  Stray words.\n</Tabs>\n',
    `The <Tabs> in ${MDX_PAGE}:1:1 holds a <p> ("Stray words.") at line 4, and a <Tabs> holds only <TabItem> elements: move it into a <TabItem>, or out of the <Tabs>.`,
  ],
  [
    'a TabItem without a value',
    'mdx',
    '<Tabs>\n  <TabItem label="A">A.</TabItem>\n</Tabs>\n',
    `The <TabItem> in ${MDX_PAGE}:2:3 has no value: give it one, as in value="postgresql"; it names the tab when the reader's choice is remembered or put in the URL.`,
  ],
  [
    'a Tabs prop the site does not know',
    'mdx',
    '<Tabs className="wide">\n  <TabItem value="a">A.</TabItem>\n</Tabs>\n',
    `The <Tabs> in ${MDX_PAGE}:1:1 has a prop this site does not know (className): it takes groupId, queryString, defaultValue, values, lazy.`,
  ],
  [
    'a TabItem prop the site does not know',
    'md',
    '<Tabs>\n<TabItem value="a" attributes="x">\n\nA.\n\n</TabItem>\n</Tabs>\n',
    `The <TabItem> in ${PAGE}:2:1 has a prop this site does not know (attributes): it takes value, label, default.`,
  ],
  [
    'queryString with nothing to name the parameter',
    'mdx',
    '<Tabs queryString>\n  <TabItem value="a">A.</TabItem>\n</Tabs>\n',
    `The <Tabs> in ${MDX_PAGE}:1:1 has queryString without a name, and no groupId to name it after: write queryString="os", or add groupId="os".`,
  ],
  [
    'values that do not match the items',
    'mdx',
    `<Tabs values={[{label: 'A', value: 'a'}, {label: 'B', value: 'b'}]}>\n  <TabItem value="a">A.</TabItem>\n</Tabs>\n`,
    `The <Tabs> in ${MDX_PAGE}:1:1 lists a, b in values, and its <TabItem>s have a: give every value one <TabItem>, and every <TabItem> a value from the list.`,
  ],
  [
    'values computed by JavaScript',
    'mdx',
    '<Tabs values={fruits}>\n  <TabItem value="a">A.</TabItem>\n</Tabs>\n',
    `The attribute values on <Tabs> in ${MDX_PAGE}:1:7 is a JavaScript expression ({fruits}), which pages do not run, so it would be dropped: write it as values="value".`,
  ],
  [
    'Tabs inside a paragraph',
    'mdx',
    'Pick <Tabs><TabItem value="a">A</TabItem></Tabs> here.\n',
    `The <Tabs> in ${MDX_PAGE}:1:6 sits inside a paragraph: put it on a line of its own.`,
  ],
];

describe('tabs a page gets wrong', () => {
  it.each(REFUSED)('stop the build at %s (.%s)', async (_, format, body, message) => {
    await expect(compilePage(body, { format })).rejects.toThrow(message);
  });

  it.each(REFUSED)(
    'stop npm run check (the outline) at %s (.%s) with the same message',
    async (_, format, body, message) => {
      await expect(configsOf(body, format)).rejects.toThrow(message);
    },
  );
});
