import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { Link, Root } from 'mdast';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { remarkDocLinks } from '@/lib/mdx/remark-doc-links';

const FIXTURE = 'tests/fixtures/links-written-by-doc-id-or-docs-route-reach-their-page';
const docs = path.join(process.cwd(), FIXTURE, 'docs');

/** The URLs a page's links get, as the build writes them. */
function linksOf(markdown: string, from = path.join(docs, 'guide/other.md')): string[] {
  const routesBySource = new Map([
    [path.join(docs, 'index.md'), '/'],
    [path.join(docs, 'guide/setup-file.md'), '/guide/setup'],
    [path.join(docs, 'guide/other.md'), '/guide/other'],
  ]);
  const docIdsBySource = new Map([
    [path.join(docs, 'index.md'), 'index'],
    [path.join(docs, 'guide/setup-file.md'), 'guide/setup'],
    [path.join(docs, 'guide/other.md'), 'guide/other'],
  ]);
  const tree = unified().use(remarkParse).parse(markdown) as Root;
  remarkDocLinks({ routesBySource, docIdsBySource, root: path.join(process.cwd(), FIXTURE), onBrokenLink: () => {} })(
    tree,
    new VFile({ path: from }),
  );
  const urls: string[] = [];
  visit(tree, 'link', (node: Link) => void urls.push(node.url));
  return urls;
}

describe('links written the Docusaurus way reach their page', () => {
  it('resolves a link by doc id, keeping its anchor', () => {
    expect(linksOf('[a](setup#install-it)')).toEqual(['/guide/setup#install-it']);
  });

  it('resolves a link to a file without its .md extension', () => {
    expect(linksOf('[a](./setup-file) [b](../guide/setup-file#x)')).toEqual(['/guide/setup', '/guide/setup#x']);
  });

  it('resolves a /docs/ route to the doc served at that path, or with that id', () => {
    expect(linksOf('[a](/docs/guide/setup#install-it) [b](/docs/) [c](/docs/guide/setup/)')).toEqual([
      '/guide/setup#install-it',
      '/',
      '/guide/setup',
    ]);
  });

  it('resolves a .md path from the docs root, or from the content folder, as Docusaurus does, leaving one that names no file', () => {
    expect(
      linksOf(
        '[a](/guide/setup-file.md#install-it) [b](/docs/guide/setup-file.md) [c](/index.md) [d](/guide/missing.md)',
      ),
    ).toEqual(['/guide/setup#install-it', '/guide/setup', '/', '/guide/missing.md']);
  });

  it('writes an unknown relative page link out as the address a reader would reach, for the link checks', () => {
    expect(linksOf('[a](missing-page)')).toEqual(['/guide/missing-page']);
  });

  it('leaves files, external links and anchors alone', () => {
    expect(linksOf('[a](./data.zip) [b](https://example.com/x) [c](#here) [d](/blog)')).toEqual([
      './data.zip',
      'https://example.com/x',
      '#here',
      '/blog',
    ]);
  });

  it('npm run check passes the links that resolve and names each broken one with its line', () => {
    const env = { ...process.env };
    delete env.PLUMBLINE_CONTENT_DIR;
    const child = spawnSync('npx', ['tsx', '--tsconfig', 'tsconfig.json', 'scripts/check-content.mts', FIXTURE], {
      encoding: 'utf8',
      env,
    });
    const lines = child.stdout.trim().split('\n');
    expect(lines.slice(0, -1).map((line) => line.replaceAll(`${FIXTURE}/`, ''))).toEqual([
      'docs/guide/other.md:12: link "/guide/missing-page" points at no page',
      'docs/guide/other.md:14: link "/docs/guide/nope" points at no page',
      'docs/guide/other.md:16: link "/guide/setup#no-such-heading" points at an anchor that docs/guide/setup-file.md does not have',
    ]);
    expect(child.status).toBe(1);
  });
});
