import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { Root } from 'mdast';
import { inTempProject } from '@/tests/helpers/temp-project';
import { filesUnder } from '@/tests/helpers/files-under';

/**
 * A build's doc pages make their `.md` copies from the tree their compile parsed
 * (lib/build/rendered-markdown.ts); the step after `next build` moves them into out/. The copies
 * must be the ones that step makes by parsing each page itself, byte for byte.
 */
const project = inTempProject('rendered-markdown-', ['plumbline.build-cache']);

/** A build process over `content`: `next build`'s workers and the steps after it run as builds. */
function buildProcess(content: string) {
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', content);
  return project.freshProcess(async () => ({
    files: await import('@/lib/build/markdown-files'),
    rendered: await import('@/lib/build/rendered-markdown'),
    render: await import('@/lib/content/render'),
    source: await import('@/lib/content/source'),
    docMarkdown: await import('@/lib/doc-markdown'),
  }));
}

afterAll(() => {
  vi.unstubAllEnvs();
});

const CONTENT = {
  'the site’s own docs': path.join(process.cwd(), 'content'),
  'pages that include partials': path.join(process.cwd(), 'tests/fixtures/a-page-includes-partials-where-it-uses-them'),
  'headings with explicit ids, whose compile text is escaped': path.join(
    process.cwd(),
    'tests/fixtures/explicit-heading-ids-are-the-anchors-links-point-at',
  ),
};

describe('the .md copies a build’s renders make', () => {
  it.each(Object.entries(CONTENT))(
    'are the copies made by parsing each page again, byte for byte: %s',
    async (name, fixture) => {
      const content = path.join(project.dir, name.replace(/\W+/g, '-'));
      fs.cpSync(fixture, content, { recursive: true });

      const parsedAgain = path.join(project.dir, `${path.basename(content)}-out-parsed`);
      const before = await buildProcess(content);
      const docs = before.source.getDocsVersion().docs;
      expect(before.files.writeMarkdownCopies(parsedAgain, docs)).toEqual({ rendered: 0, made: docs.length });

      // As `next build` renders each doc page (app/(docs)/[[...slug]]/page-route.tsx).
      const build = await buildProcess(content);
      for (const doc of build.source.getDocsVersion().docs)
        await build.render.getCompiledPage(doc, build.rendered.markdownCopyKeeper(doc));

      const fromRenders = path.join(project.dir, `${path.basename(content)}-out-rendered`);
      const after = await buildProcess(content);
      expect(after.files.writeMarkdownCopies(fromRenders, after.source.getDocsVersion().docs)).toEqual({
        rendered: docs.length,
        made: 0,
      });
      expect(filesUnder(fromRenders)).toEqual(filesUnder(parsedAgain));
    },
  );

  it('are made from the compile’s tree, not from a second parse, when the compile read the same text', async () => {
    const { docMarkdown } = await buildProcess(CONTENT['the site’s own docs']);
    const page = {
      title: 'Install',
      path: '/guide/install',
      sourcePath: path.join(project.dir, 'install.md'),
      body: 'Read [the setup](/guide/setup) first.\n',
    };
    const options = { routesBySource: new Map<string, string>() };
    const parsedAgain = docMarkdown.docMarkdown(page, options);
    expect(parsedAgain).toContain('[the setup](https://');
    // A tree with nothing in it: the copy finds no link to rewrite, so it used this tree.
    const empty: Root = { type: 'root', children: [] };
    expect(
      docMarkdown.docMarkdown(page, options, { format: 'md', source: `\n\n${page.body}`, bodyOffset: 2, tree: empty }),
    ).toContain('[the setup](/guide/setup)');
    // An MDX page's tree is MDX's (imports and components are nodes of their own): the copy parses the page as Markdown.
    expect(
      docMarkdown.docMarkdown(page, options, { format: 'mdx', source: page.body, bodyOffset: 0, tree: empty }),
    ).toBe(parsedAgain);
    // Text the compile escaped (`\{#id}` in a heading) is not the copy's: the copy parses its own.
    const withId = { ...page, body: '## Setup {#setup}\n\nRead [the setup](/guide/setup) first.\n' };
    const escaped = {
      format: 'md' as const,
      source: '## Setup \\{#setup}\n\nRead [the setup](/guide/setup) first.\n',
      bodyOffset: 0,
      tree: empty,
    };
    expect(docMarkdown.docMarkdown(withId, options, escaped)).toBe(docMarkdown.docMarkdown(withId, options));
  });
});
