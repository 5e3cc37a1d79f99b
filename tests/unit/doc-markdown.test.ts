import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docMarkdown, markdownPath } from '@/lib/doc-markdown';

const site = path.join(__dirname, '../fixtures/a-small-docs-site');
const docs = path.join(site, 'docs');
const routesBySource = new Map([
  [path.join(docs, 'index.md'), '/'],
  [path.join(docs, 'guide/first-steps.md'), '/guide/first-steps'],
  [path.join(docs, 'guide/second.md'), '/guide/second'],
]);

function toMarkdown(body: string, file = 'guide/first-steps.md') {
  return docMarkdown(
    { title: 'First steps', description: 'How to take the first steps.', path: '/guide/first-steps', sourcePath: path.join(docs, file), body },
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
    expect(out).toContain('Go [home](https://docs.plumbline.example/), then [the second page](https://docs.plumbline.example/guide/second#setup "Second").');
  });

  it('makes site-relative links and reference definitions absolute and leaves external links alone', () => {
    const out = toMarkdown('See [metadata][m] and [the app](https://app.plumbline.example) or [a category](/category/guide--tips).\n\n[m]: ./second.md\n');
    expect(out).toContain('[the app](https://app.plumbline.example)');
    expect(out).toContain('[a category](https://docs.plumbline.example/category/guide--tips)');
    expect(out).toContain('[m]: https://docs.plumbline.example/guide/second');
  });

  it('points images at their published copies', () => {
    expect(toMarkdown('![A diagram](../img/diagram.svg)\n')).toContain('![A diagram](https://docs.plumbline.example/assets/docs/img/diagram.svg)');
  });

  it('expands an example-file block to the real file, titled, with its download link, as the page shows it', () => {
    const out = toMarkdown('Before.\n\n```yaml file="demo/sample.yml"\n```\n\nAfter.\n');
    const file = fs.readFileSync(path.join(site, 'examples/demo/sample.yml'), 'utf8').replace(/\n$/, '');
    expect(out).toContain(`Before.\n\n\`\`\`yaml title="sample.yml"\n${file}\n\`\`\`\n\n[Download sample.yml](https://docs.plumbline.example/assets/examples/demo/sample.yml)\n\nAfter.`);
  });

  it('indents an expanded example inside a list item', () => {
    const out = toMarkdown('1. Open the file:\n\n   ```yaml file="demo/sample.yml"\n   ```\n');
    expect(out).toContain('   ```yaml title="sample.yml"\n   subject_area: demo\n');
    expect(out).toMatch(/\n {3}```\n {3}\n {3}\[Download sample\.yml\]/);
  });

  it('keeps everything else exactly as the author wrote it: admonitions, code and search syntax', () => {
    const body = ':::tip Remember this\nAdmonitions carry a title with [a link](./second.md).\n:::\n\n```md\n[not a link](./second.md)\n```\n\nSearch like field:term~2.\n';
    const out = toMarkdown(body);
    expect(out).toContain(':::tip Remember this\nAdmonitions carry a title with [a link](https://docs.plumbline.example/guide/second).\n:::');
    expect(out).toContain('```md\n[not a link](./second.md)\n```');
    expect(out).toContain('Search like field:term~2.');
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
