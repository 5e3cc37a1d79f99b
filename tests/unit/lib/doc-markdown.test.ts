import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docMarkdown, markdownPath } from '@/lib/doc-markdown';

const site = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site');
const docs = path.join(site, 'docs');
const routesBySource = new Map([
  [path.join(docs, 'index.md'), '/'],
  [path.join(docs, 'guide/first-steps.md'), '/guide/first-steps'],
  [path.join(docs, 'guide/second.md'), '/guide/second'],
]);

function toMarkdown(body: string, file = 'guide/first-steps.md') {
  return docMarkdown(
    {
      title: 'First steps',
      description: 'How to take the first steps.',
      path: '/guide/first-steps',
      sourcePath: path.join(docs, file),
      body,
    },
    { routesBySource, contentRoot: site },
  );
}

describe("a doc's Markdown copy", () => {
  it('starts with the title, the description and the page URL', () => {
    expect(toMarkdown('Body text.\n')).toBe(
      '# First steps\n\n> How to take the first steps.\n\nURL: https://docs.plumbline.example/guide/first-steps\n\nBody text.\n',
    );
  });

  it('points links to other docs at their absolute page URLs, keeping anchors and the link text', () => {
    const out = toMarkdown('Go [home](../index.md), then [the second page](./second.md#setup "Second").\n');
    expect(out).toContain(
      'Go [home](https://docs.plumbline.example/), then [the second page](https://docs.plumbline.example/guide/second#setup "Second").',
    );
  });

  it('makes site-relative links and reference definitions absolute and leaves external links alone', () => {
    const out = toMarkdown(
      'See [metadata][m] and [the app](https://app.plumbline.example) or [a category](/category/guide--tips).\n\n[m]: ./second.md\n',
    );
    expect(out).toContain('[the app](https://app.plumbline.example)');
    expect(out).toContain('[a category](https://docs.plumbline.example/category/guide--tips)');
    expect(out).toContain('[m]: https://docs.plumbline.example/guide/second');
  });

  it('points images at their published copies', () => {
    expect(toMarkdown('![A diagram](../img/diagram.svg)\n')).toContain(
      '![A diagram](https://docs.plumbline.example/assets/docs/img/diagram.svg)',
    );
  });

  it('expands an example-file block to the real file, titled, with its download link, as the page shows it', () => {
    const out = toMarkdown('Before.\n\n```yaml file="demo/sample.yml"\n```\n\nAfter.\n');
    const file = fs.readFileSync(path.join(site, 'examples/demo/sample.yml'), 'utf8').replace(/\n$/, '');
    expect(out).toContain(
      `Before.\n\n\`\`\`yaml title="sample.yml"\n${file}\n\`\`\`\n\n[Download sample.yml](https://docs.plumbline.example/assets/examples/demo/sample.yml)\n\nAfter.`,
    );
  });

  it('indents an expanded example inside a list item', () => {
    const out = toMarkdown('1. Open the file:\n\n   ```yaml file="demo/sample.yml"\n   ```\n');
    expect(out).toContain('   ```yaml title="sample.yml"\n   subject_area: demo\n');
    expect(out).toMatch(/\n {3}```\n {3}\n {3}\[Download sample\.yml\]/);
  });

  it('keeps everything else exactly as the author wrote it: code, tables and search syntax', () => {
    const body =
      '```md\n[not a link](./second.md)\n:::tip\n## Kept {#as-typed}\n```\n\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\nSearch like field:term~2.\n';
    expect(toMarkdown(body)).toContain(body.trim());
  });

  it('writes an admonition as a quotation led by its type in bold, and its title, with its links made absolute', () => {
    const body =
      ':::tip Remember this\nAdmonitions carry a title with [a link](./second.md).\n\nAnd a second paragraph.\n:::\n\n:::note\nNo title.\n:::\n';
    expect(toMarkdown(body)).toContain(
      '> **Tip: Remember this**\n>\n> Admonitions carry a title with [a link](https://docs.plumbline.example/guide/second).\n>\n> And a second paragraph.\n\n> **Note**\n>\n> No title.\n',
    );
  });

  it('quotes a nested admonition again, and keeps an admonition inside a list item in the item', () => {
    expect(toMarkdown('::::caution[Outer **box**]\nBefore.\n\n:::info\nInside.\n:::\n::::\n')).toContain(
      '> **Caution: Outer **box****\n>\n> Before.\n>\n> > **Info**\n> >\n> > Inside.\n',
    );
    expect(toMarkdown('1. First step:\n\n   :::warning\n   Mind the gap.\n   :::\n2. Second step.\n')).toContain(
      '1. First step:\n\n   > **Warning**\n   >\n   > Mind the gap.\n2. Second step.',
    );
  });

  it('shows headings as readers see them, without {#id} or {/* #id */}', () => {
    const out = toMarkdown('## Install it {#install}\n\nText.\n\n### Use it {/* #use */}\n\nSetext {#setext}\n---\n');
    expect(out).toContain('## Install it\n\nText.\n\n### Use it\n\nSetext\n---\n');
    expect(out).not.toContain('#install');
  });

  it('leaves out the imports and <TOCInline /> that only the site reads', () => {
    const out = toMarkdown(
      "import TOCInline from '@theme/TOCInline';\n\nIntro.\n\n<TOCInline toc={toc} />\n\n## First\n",
    );
    expect(out).toBe(
      '# First steps\n\n> How to take the first steps.\n\nURL: https://docs.plumbline.example/guide/first-steps\n\nIntro.\n\n## First\n',
    );
  });
  it('gives each tab of a <Tabs> as its content led by its label in bold, without the tags', () => {
    const out = toMarkdown(
      'import Tabs from \'@theme/Tabs\';\nimport TabItem from \'@theme/TabItem\';\n\n<Tabs groupId="db">\n<TabItem value="pg" label="PostgreSQL">\n\nUse `pg_hba.conf`.\n\n</TabItem>\n<TabItem value="sf">\n\nUse a network policy.\n\n</TabItem>\n</Tabs>\n\nAfter.\n',
    );
    expect(out).toContain('**PostgreSQL**\n\nUse `pg_hba.conf`.\n\n**sf**\n\nUse a network policy.\n\nAfter.\n');
    expect(out).not.toMatch(/<\/?Tab|import /);
  });

  it('leaves the highlight comments out of code, which only mark lines on the page', () => {
    const out = toMarkdown(
      '```sql title="merge.sql"\nMERGE INTO t\n-- highlight-next-line\nUSING s\n```\n\n```bash\n# highlight-start\nnpm test\n# highlight-end\n```\n',
    );
    expect(out).toContain('```sql title="merge.sql"\nMERGE INTO t\nUSING s\n```\n\n```bash\nnpm test\n```\n');
  });

  it('leaves a link to a missing doc as written (the page build reports it)', () => {
    expect(toMarkdown('[gone](./gone.md)\n')).toContain('[gone](./gone.md)');
  });
});

describe('Markdown copy paths', () => {
  it('adds .md to the page path; the home page is /index.md', () => {
    expect(markdownPath('/agent/agent')).toBe('/agent/agent.md');
    expect(markdownPath('/quick-start')).toBe('/quick-start.md');
    expect(markdownPath('/')).toBe('/index.md');
  });
});

describe('partials in a Markdown copy', () => {
  const partialSite = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
  const partialDocs = path.join(partialSite, 'docs');
  const copyOf = (file: string) => {
    const sourcePath = path.join(partialDocs, file);
    const body = fs.readFileSync(sourcePath, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
    const routes = new Map([
      [path.join(partialDocs, 'index.md'), '/'],
      [path.join(partialDocs, 'guide/setup.md'), '/guide/setup'],
      [path.join(partialDocs, 'guide/reference.md'), '/guide/reference'],
    ]);
    return docMarkdown(
      { title: 'Setup', path: '/guide/setup', sourcePath, body },
      { routesBySource: routes, contentRoot: partialSite },
    );
  };

  it("carries each partial's text where the page uses it, links and images resolved from the partial's folder", () => {
    const out = copyOf('guide/setup.md');
    expect(out).not.toMatch(/import |<Steps|<Note|<Inner/);
    expect(out).toContain(
      'Before the steps.\n\n## Install the agent\n\nRun the installer, then read [the options](https://docs.plumbline.example/guide/reference#options).\n\n> **Tip**\n>\n> Keep the installer window open.\n',
    );
    expect(out).toContain('![The three layers](https://docs.plumbline.example/assets/docs/guide/img/diagram.svg)');
    expect(out).toContain(
      '## After the steps\n\n> **Note: A shared note**\n>\n> Written once, with [a link back to the setup](https://docs.plumbline.example/guide/setup).\n\nText from two partials deep.\n',
    );
  });

  it('includes the partial in an .mdx page alike', () => {
    expect(copyOf('guide/setup-in-mdx.mdx')).toContain('Before the same steps.\n\n## Install the agent\n');
  });
});
