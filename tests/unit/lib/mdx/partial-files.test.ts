import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { toDisplayPath } from '@/lib/content/files';
import { defaultImportName, markdownImportsIn, readPartialFile, resolveMarkdownImport } from '@/lib/mdx/partial-files';

/** A project whose content folder has a page and two partials in docs/guide, a shared partial, a folder of pages only. */
const project = fs.mkdtempSync(path.join(os.tmpdir(), 'partial-files-'));
const root = path.join(project, 'content');
fs.mkdirSync(root);
fs.writeFileSync(path.join(project, 'outside.md'), 'Beside the content folder.\n');
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
  fs.writeFileSync(path.join(root, rel), text);
};
write('docs/guide/page.md', '# Page\n');
write('docs/guide/_steps.md', 'Run the script.\n');
write('docs/guide/_note.mdx', '---\ntitle: Unused\nsidebar_position: 2\n---\n\nA note.\n');
write('docs/shared/_inner.md', 'Shared.\n');
write('docs/reference/keys.md', '---\ntitle: Keys\n---\n\nThe keys.\n');
const page = path.join(root, 'docs/guide/page.md');
const shown = (rel: string) => toDisplayPath(path.join(root, rel));

afterAll(() => fs.rmSync(project, { recursive: true, force: true }));

describe('the name an import of a partial binds', () => {
  it('is its one default name, with or without a semicolon or spaces around it', () => {
    expect(defaultImportName("import Steps from './_steps.md';")).toBe('Steps');
    expect(defaultImportName('  import $Note from"../_note.mdx"  ')).toBe('$Note');
  });

  it('is none for an import of names, of everything, or of a default and names', () => {
    expect(defaultImportName("import { toc } from './_steps.md';")).toBeUndefined();
    expect(defaultImportName("import * as Steps from './_steps.md';")).toBeUndefined();
    expect(defaultImportName("import Steps, { toc } from './_steps.md';")).toBeUndefined();
  });
});

describe('the file an import of Markdown names', () => {
  it('is found beside the importing file, above it, or from the content folder by @site/', () => {
    expect(resolveMarkdownImport('./_steps.md', page, root)).toEqual({ path: path.join(root, 'docs/guide/_steps.md') });
    expect(resolveMarkdownImport('../shared/_inner.md', page, root)).toEqual({
      path: path.join(root, 'docs/shared/_inner.md'),
    });
    expect(resolveMarkdownImport('@site/docs/shared/_inner.md', page, root)).toEqual({
      path: path.join(root, 'docs/shared/_inner.md'),
    });
  });

  it('is refused when the path is neither relative nor from @site/, saying what to write', () => {
    expect(resolveMarkdownImport('docs/guide/_steps.md', page, root)).toEqual({
      problem:
        'names docs/guide/_steps.md, which is neither beside this file nor in the content folder: write a path relative to this file (./_steps.md) or from the content folder (@site/docs/_steps.md)',
    });
  });

  it('is refused outside the content folder, though the file exists', () => {
    expect(resolveMarkdownImport('../../../outside.md', page, root)).toEqual({
      problem: `names ../../../outside.md, which is outside the content folder (${toDisplayPath(root)}): move the file into it`,
    });
    expect(resolveMarkdownImport('@site/../outside.md', page, root)).toMatchObject({
      problem: expect.stringContaining('which is outside the content folder'),
    });
  });

  it('is reported missing with the partials of that folder, the pages among them left out', () => {
    expect(resolveMarkdownImport('./_stepz.md', page, root)).toEqual({
      problem: `names ./_stepz.md, and there is no such file (${shown('docs/guide/_stepz.md')}); partials in that folder: _note.mdx, _steps.md`,
    });
  });

  it('is reported missing alone when that folder holds no partial, or is not there', () => {
    expect(resolveMarkdownImport('../reference/_keys.md', page, root)).toEqual({
      problem: `names ../reference/_keys.md, and there is no such file (${shown('docs/reference/_keys.md')})`,
    });
    expect(resolveMarkdownImport('./gone/_x.md', page, root)).toEqual({
      problem: `names ./gone/_x.md, and there is no such file (${shown('docs/guide/gone/_x.md')})`,
    });
  });

  it('is not a folder of that name', () => {
    expect(resolveMarkdownImport('@site/docs/shared', page, root)).toMatchObject({
      problem: expect.stringContaining('and there is no such file'),
    });
  });
});

describe('an imported Markdown file', () => {
  it('is read with its format and the line its body starts on', () => {
    expect(readPartialFile(path.join(root, 'docs/guide/_steps.md'))).toEqual({
      absPath: path.join(root, 'docs/guide/_steps.md'),
      body: 'Run the script.\n',
      bodyStartLine: 1,
      format: 'md',
    });
  });

  it("notes a partial's front matter, which nothing shows, by its number of lines", () => {
    const note = readPartialFile(path.join(root, 'docs/guide/_note.mdx'));
    expect(note).toMatchObject({ format: 'mdx', bodyStartLine: 5, unusedFrontMatter: { lines: 4 } });
    expect(note.body.trim()).toBe('A note.');
  });

  it("leaves a page's front matter alone, as the page uses it", () => {
    expect(readPartialFile(path.join(root, 'docs/reference/keys.md'))).not.toHaveProperty('unusedFrontMatter');
  });
});

describe('the Markdown files a text imports', () => {
  it('are every existing file it names, in any form of import, code blocks included', () => {
    const body = [
      "import Steps from './_steps.md';",
      'import { toc } from "../shared/_inner.md"',
      "import Note from '@site/docs/guide/_note.mdx';",
      '```js',
      "import Keys from '../reference/keys.md';",
      '```',
    ].join('\n');
    expect(markdownImportsIn(page, body, root)).toEqual([
      path.join(root, 'docs/guide/_steps.md'),
      path.join(root, 'docs/shared/_inner.md'),
      path.join(root, 'docs/guide/_note.mdx'),
      path.join(root, 'docs/reference/keys.md'),
    ]);
  });

  it('leave out imports of what is not Markdown, and of files that are not there', () => {
    const body = "import Tabs from '@theme/Tabs';\nimport Gone from './_gone.md';\nimport data from './data.json';\n";
    expect(markdownImportsIn(page, body, root)).toEqual([]);
  });
});
