import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { compileMarkdownSource } from '@/lib/mdx/compile';
import { outlineMarkdown } from '@/lib/mdx/outline';
import { renderCompiledSource } from '@/components/mdx/render-compiled-source';
import { lostWords } from '@/tests/helpers/visible-words';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
}));

/*
 * Partials as Docusaurus includes them (`import Steps from './_steps.md'`, then `<Steps />`),
 * compiled through the real pipeline and rendered with the site's components. The fixture's
 * pages include `guide/_steps.md` (a heading, a link, an admonition, code, an image and HTML) and
 * `shared/_note.mdx` by `@site/`, which includes `shared/_inner.md` in turn.
 */
const site = path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them');
const docs = path.join(site, 'docs');
const display = (file: string) => path.relative(process.cwd(), path.join(docs, file));
const routesBySource = new Map([
  [path.join(docs, 'index.md'), '/'],
  [path.join(docs, 'guide/setup.md'), '/guide/setup'],
  [path.join(docs, 'guide/setup-in-mdx.mdx'), '/guide/setup-in-mdx'],
  [path.join(docs, 'guide/reference.md'), '/guide/reference'],
]);

function bodyOf(file: string): string {
  return fs.readFileSync(path.join(docs, file), 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
}

async function compile(file: string, body = bodyOf(file), onBrokenMarkdownLink: (message: string) => void = () => {}) {
  const sourcePath = path.join(docs, file);
  const { code, toc, sections } = await compileMarkdownSource(
    { sourcePath, body, format: file.endsWith('.mdx') ? 'mdx' : 'md' },
    { routesBySource, contentRoot: site, onBrokenMarkdownLink },
  );
  return { html: renderToStaticMarkup(renderCompiledSource({ code })).replace(/<!-- -->/g, ''), toc, sections };
}

/** A source with each `<Name />` replaced by the text of the partial it imports, as a reader reads the page. */
function expanded(
  sourcePath: string,
  source = fs.readFileSync(sourcePath, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, ''),
): string {
  const imports = new Map(
    [...source.matchAll(/^import (\w+) from '([^']+)';$/gm)].map(([, name, module]) => [
      name,
      module.startsWith('@site/')
        ? path.join(site, module.slice('@site/'.length))
        : path.resolve(path.dirname(sourcePath), module),
    ]),
  );
  return source.replace(/^<(\w+) \/>$/gm, (tag, name: string) =>
    imports.has(name) ? expanded(imports.get(name)!) : tag,
  );
}

/** The page's visible text in order, tags gone, for checking what follows what. */
function text(html: string): string {
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('a page that includes partials', () => {
  it('shows each partial where the page uses it, nested partials and @site/ paths included', async () => {
    const { html } = await compile('guide/setup.md');
    const order = [
      'Before the steps.',
      'Install the agent',
      'Keep the installer window open.',
      'plumb install',
      'Why does it run twice?',
      'After the steps',
      'A shared note',
      'Text from two partials deep.',
    ];
    const visible = text(html);
    const at = order.map((phrase) => visible.indexOf(phrase));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(html).not.toMatch(/import|<Steps|<Note|plumbline-partial/);
  });

  it.each(['guide/setup.md', 'guide/setup-in-mdx.mdx'])(
    'keeps every word of %s and of the partials it includes',
    async (file) => {
      const { html } = await compile(file);
      const source = expanded(path.join(docs, file));
      expect(source).toContain('Keep the installer window open.');
      expect(lostWords(source, html)).toEqual([]);
    },
  );

  it("reads the partial as a page: its admonitions, code, HTML, and links and images resolved from the partial's own folder", async () => {
    const { html } = await compile('guide/setup.md');
    expect(html).toContain('<a href="/guide/reference#options">the options</a>');
    expect(html).toContain('src="/assets/docs/guide/img/diagram.svg"');
    expect(html).toMatch(
      /<aside class="admonition admonition-tip" aria-label="Tip">.*<p>Keep the installer window open.<\/p><\/aside>/s,
    );
    expect(html).toContain('<div class="code-block-title">install.sh</div>');
    expect(html).toMatch(
      /<details>\s*<summary>Why does it run twice\?<\/summary>\s*<p>Because the first run warms the cache.<\/p>\s*<\/details>/,
    );
    // shared/_note.mdx links ../guide/setup.md: from the shared folder, that is the setup page.
    expect(html).toContain('<a href="/guide/setup">a link back to the setup</a>');
  });

  it("puts the partial's headings in the page's table of contents and search sections, as Docusaurus 3 does", async () => {
    const { toc, sections } = await compile('guide/setup.md');
    expect(toc).toEqual([
      { id: 'install-the-agent', text: 'Install the agent', depth: 2 },
      { id: 'after-the-steps', text: 'After the steps', depth: 2 },
    ]);
    expect(sections.find((section) => section.id === 'install-the-agent')?.text).toContain(
      'Run the installer, then read the options. Tip Keep the installer window open.',
    );
    expect(sections.find((section) => section.id === 'after-the-steps')?.text).toContain(
      'Written once, with a link back to the setup. Text from two partials deep.',
    );
  });

  it('includes partials in .mdx pages alike', async () => {
    const { html, toc } = await compile('guide/setup-in-mdx.mdx');
    expect(text(html)).toMatch(/Before the same steps\. Install the agent .*Keep the installer window open\./);
    expect(toc.map((item) => item.id)).toEqual(['install-the-agent']);
  });

  it('gives a partial used twice its own heading ids the second time', async () => {
    const { toc } = await compile('guide/setup.md', "import Steps from './_steps.md';\n\n<Steps />\n\n<Steps />\n");
    expect(toc.map((item) => item.id)).toEqual(['install-the-agent', 'install-the-agent-1']);
  });

  it('gives npm run check (the outline) the same table of contents and text', async () => {
    const input = {
      sourcePath: path.join(docs, 'guide/setup.md'),
      body: bodyOf('guide/setup.md'),
      format: 'md' as const,
    };
    const outline = await outlineMarkdown(input, { routesBySource, contentRoot: site, onBrokenMarkdownLink: () => {} });
    const { toc, sections } = await compile('guide/setup.md');
    expect(outline.toc).toEqual(toc);
    expect(outline.sections).toEqual(sections);
  });
});

describe('partial mistakes, each reported with its file, line and column', () => {
  const PAGE = display('guide/setup.md');

  it.each([
    [
      'a partial file that is not there',
      "import Steps from './_stepz.md';\n\n<Steps />\n",
      `The import in ${PAGE}:1:1 names ./_stepz.md, and there is no such file (${display('guide/_stepz.md')}); partials in that folder: _steps.md.`,
    ],
    [
      'an @site/ path that is not there',
      "Intro.\n\nimport Note from '@site/docs/shared/_nope.mdx';\n\n<Note />\n",
      `The import in ${PAGE}:3:1 names @site/docs/shared/_nope.mdx, and there is no such file (${display('shared/_nope.mdx')}); partials in that folder: _inner.md, _loop-a.md, _loop-b.md, _mistakes.md, _note.mdx, _with-front-matter.md.`,
    ],
    [
      'a path that is neither relative nor @site/',
      "import Steps from 'docs/guide/_steps.md';\n\n<Steps />\n",
      `The import in ${PAGE}:1:1 names docs/guide/_steps.md, which is neither beside this file nor in the content folder: write a path relative to this file (./_steps.md) or from the content folder (@site/docs/_steps.md).`,
    ],
    [
      'an import never used',
      "import Steps from './_steps.md';\n\nText without the steps.\n",
      `The partial ./_steps.md imported as Steps in ${PAGE}:1:1 is never used: write <Steps /> on a line of its own where its text belongs, or delete the import.`,
    ],
    [
      'a partial inside a paragraph',
      "import Steps from './_steps.md';\n\nFirst <Steps /> then more.\n",
      `The partial <Steps /> in ${PAGE}:3:7 sits inside a paragraph, where its paragraphs cannot go: put it on a line of its own, with a blank line before and after.`,
    ],
    [
      'a partial given props',
      'import Steps from \'./_steps.md\';\n\n<Steps name="Ada" />\n',
      `The partial <Steps> in ${PAGE}:3:1 is given props or content, which pages do not pass on (they run no JavaScript): write <Steps /> alone, and put the text in the partial.`,
    ],
    [
      'a partial imported by several names',
      "import Steps, {toc} from './_steps.md';\n\n<Steps />\n",
      `The import in ${PAGE}:1:1 takes names from ./_steps.md, and a partial is imported by one name only: write import Name from './_steps.md', then <Name /> where its text belongs.`,
    ],
    [
      'a partial that includes itself through another',
      "import Loop from '../shared/_loop-a.md';\n\n<Loop />\n",
      `The import in ${display('shared/_loop-b.md')}:1:1 includes ./_loop-a.md, which is already being included (${display('shared/_loop-a.md')} -> ${display('shared/_loop-b.md')} -> ${display('shared/_loop-a.md')}): a partial cannot include itself, directly or through another; remove one of the imports.`,
    ],
    [
      'front matter in a partial',
      "import Fm from '../shared/_with-front-matter.md';\n\n<Fm />\n",
      `The partial ${display('shared/_with-front-matter.md')}:1:1 starts with front matter (lines 1-3), which a partial does not use, so none of it would show: delete it; the page that includes the partial has its own.`,
    ],
  ])('%s', async (_, body, message) => {
    // Each mistake is the page's one problem: an import used wrongly is not also "never used".
    await expect(compile('guide/setup.md', body)).rejects.toThrow(
      new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
    );
  });

  it("names both files when a partial's heading takes an id the page already gives", async () => {
    await expect(
      compile('guide/setup.md', "## Install {#install-the-agent}\n\nimport Steps from './_steps.md';\n\n<Steps />\n"),
    ).rejects.toThrow(
      `The heading id "install-the-agent" in ${display('guide/_steps.md')}:1:1 is already the id of the heading at ${PAGE}:1:1: ids on a page must differ, so give one of the two its own {#id}.`,
    );
  });

  it('reports the same in an .mdx page, where the use is JSX', async () => {
    await expect(
      compile('guide/setup-in-mdx.mdx', "import Steps from './_steps.md';\n\nFirst <Steps /> then more.\n"),
    ).rejects.toThrow(`The partial <Steps /> in ${display('guide/setup-in-mdx.mdx')}:3:7 sits inside a paragraph`);
  });

  it("names the partial's own file and lines for what is wrong inside it, every problem at once", async () => {
    const broken: string[] = [];
    const error = await compile(
      'guide/setup.md',
      "import Mistakes from '../shared/_mistakes.md';\n\n<Mistakes />\n",
      (message) => broken.push(message),
    ).catch((e: Error) => e);
    const MISTAKES = display('shared/_mistakes.md');
    expect((error as Error).message).toContain(
      `The admonition ":::hint" in ${MISTAKES}:3:1 has a type this site does not know.`,
    );
    expect((error as Error).message).toContain(`The element <video> in ${MISTAKES}:7:1 is not allowed in a page`);
    expect(broken).toEqual([`Markdown link "./missing-page.md" in ${MISTAKES}:9 does not resolve to any doc.`]);
  });
});
