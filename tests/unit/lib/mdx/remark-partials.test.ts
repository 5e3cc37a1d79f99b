import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { toHtml } from 'hast-util-to-html';
import type { Root } from 'mdast';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { afterAll, describe, expect, it } from 'vitest';
import { pageProblemsOf } from '@/lib/mdx/page-problems';
import { PARTIAL_ELEMENT } from '@/lib/mdx/rehype-partials';
import { remarkPartials } from '@/lib/mdx/remark-partials';
import { contentSourceFile } from '@/lib/mdx/source-file';

/*
 * The plugin on its own, with no other Markdown plugin: what it leaves in the page's tree (a
 * placeholder per use, each partial's elements kept on the file) and what it reports. The whole
 * page pipeline with partials is tests/integration/partials-in-a-compiled-page.test.ts.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'remark-partials-'));
const docs = path.join(root, 'docs');
fs.mkdirSync(path.join(docs, 'shared'), { recursive: true });
fs.writeFileSync(path.join(docs, '_steps.md'), 'Run **the script**.\n');
fs.writeFileSync(path.join(docs, 'shared', '_note.md'), 'A shared note.\n');
fs.writeFileSync(path.join(docs, '_self.md'), "import Self from './_self.md';\n\n<Self />\n");

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The page's tree after the plugin, the HTML of each partial it kept, and the messages it reported. */
async function run(body: string, format: 'md' | 'mdx' = 'md') {
  const file = contentSourceFile({ sourcePath: path.join(docs, `page.${format}`), body });
  const processor = unified()
    .use(remarkParse)
    .use(format === 'mdx' ? [remarkMdx] : [])
    .use(remarkPartials, { remarkPlugins: () => [], root });
  const tree = (await processor.run(processor.parse(file), file)) as Root;
  const partials = Object.fromEntries(
    [...(file.data.partialTrees ?? new Map())].map(([key, partial]) => [key, toHtml(partial)]),
  );
  return { tree, partials, problems: pageProblemsOf(file).map((problem) => problem.message) };
}

/** The types of the page's top-level nodes, a placeholder named by the partial it stands for. */
const shape = (tree: Root) =>
  tree.children.map((node) =>
    node.type === ('partialUse' as string)
      ? `partial ${(node.data as { hProperties: { dataPartial: string } }).hProperties.dataPartial}`
      : node.type,
  );

describe('a partial used on a line of its own', () => {
  it.each(['md', 'mdx'] as const)(
    'in a .%s page, is taken out with its import and replaced by a placeholder for its elements',
    async (format) => {
      const { tree, partials, problems } = await run(
        "import Steps from './_steps.md';\n\nBefore.\n\n<Steps />\n\nAfter.\n",
        format,
      );
      expect(problems).toEqual([]);
      expect(shape(tree)).toEqual(['paragraph', 'partial 0', 'paragraph']);
      expect(tree.children[1].data).toEqual({ hName: PARTIAL_ELEMENT, hProperties: { dataPartial: '0' } });
      expect(partials).toEqual({ 0: '<p>Run <strong>the script</strong>.</p>' });
    },
  );

  it('is read again for each use, each with a key of its own', async () => {
    const { tree, partials } = await run("import Steps from './_steps.md';\n\n<Steps />\n\nBetween.\n\n<Steps />\n");
    const [first, between, second] = shape(tree);
    expect(between).toBe('paragraph');
    expect([first, second].sort()).toEqual(['partial 0', 'partial 1']);
    expect(partials).toEqual({
      0: '<p>Run <strong>the script</strong>.</p>',
      1: '<p>Run <strong>the script</strong>.</p>',
    });
  });

  it('is found by @site/ from the content folder', async () => {
    const { partials, problems } = await run("import Note from '@site/docs/shared/_note.md';\n\n<Note />\n");
    expect(problems).toEqual([]);
    expect(partials).toEqual({ 0: '<p>A shared note.</p>' });
  });
});

describe('a page without partials', () => {
  it('is left as it is', async () => {
    const { tree, partials } = await run('Just text.\n\n<div>HTML</div>\n');
    expect(shape(tree)).toEqual(['paragraph', 'html']);
    expect(partials).toEqual({});
  });

  it('keeps imports of anything other than Markdown for the checks after it', async () => {
    const { tree } = await run("import Tabs from '@theme/Tabs';\n\nText.\n", 'mdx');
    expect(shape(tree)).toEqual(['mdxjsEsm', 'paragraph']);
  });
});

describe('partial mistakes, each reported at its line and column', () => {
  const where = (line: number, column: number) =>
    `${path.relative(process.cwd(), path.join(docs, 'page.md'))}:${line}:${column}`;

  it('an import never used', async () => {
    const { problems } = await run("import Steps from './_steps.md';\n\nText.\n");
    expect(problems).toEqual([
      `The partial ./_steps.md imported as Steps in ${where(1, 1)} is never used: write <Steps /> on a line of its own where its text belongs, or delete the import.`,
    ]);
  });

  it('an import of a file that is not there', async () => {
    const { problems, partials } = await run("import Gone from './_gone.md';\n\n<Gone />\n");
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      new RegExp(`^The import in ${where(1, 1)} names ./_gone.md, and there is no such file`),
    );
    expect(partials).toEqual({ 0: '' });
  });

  it('a partial that includes itself', async () => {
    const file = contentSourceFile({
      sourcePath: path.join(docs, '_self.md'),
      body: fs.readFileSync(path.join(docs, '_self.md'), 'utf8'),
    });
    const processor = unified()
      .use(remarkParse)
      .use(remarkPartials, { remarkPlugins: () => [], root });
    await processor.run(processor.parse(file), file);
    expect(pageProblemsOf(file).map((problem) => problem.message)).toEqual([
      `The import in ${path.relative(process.cwd(), path.join(docs, '_self.md'))}:1:1 includes ./_self.md, which is already being included (${path.relative(process.cwd(), path.join(docs, '_self.md'))} -> ${path.relative(process.cwd(), path.join(docs, '_self.md'))}): a partial cannot include itself, directly or through another; remove one of the imports.`,
    ]);
  });

  it('a use inside a paragraph, which is dropped', async () => {
    const { tree, problems } = await run("import Steps from './_steps.md';\n\nFirst <Steps /> then.\n");
    expect(problems).toEqual([
      `The partial <Steps /> in ${where(3, 7)} sits inside a paragraph, where its paragraphs cannot go: put it on a line of its own, with a blank line before and after.`,
    ]);
    expect(shape(tree)).toEqual(['paragraph']);
  });

  it('a use given props', async () => {
    const { problems } = await run('import Steps from \'./_steps.md\';\n\n<Steps title="x" />\n', 'mdx');
    expect(problems).toEqual([
      `The partial <Steps> in ${where(3, 1).replace('page.md', 'page.mdx')} is given props or content, which pages do not pass on (they run no JavaScript): write <Steps /> alone, and put the text in the partial.`,
    ]);
  });

  it('an import by more than one name', async () => {
    const { problems } = await run("import Steps, { other } from './_steps.md';\n\n<Steps />\n", 'mdx');
    expect(problems).toEqual([
      `The import in ${where(1, 1).replace('page.md', 'page.mdx')} takes names from ./_steps.md, and a partial is imported by one name only: write import Name from './_steps.md', then <Name /> where its text belongs.`,
    ]);
  });
});
