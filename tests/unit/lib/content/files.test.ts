import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { isMarkdown, isPartial, listFiles, readMarkdownFile, toDisplayPath, withBodyOf } from '@/lib/content/files';
import { ContentError } from '@/lib/content/schemas';

const tempDirs: string[] = [];

/** A folder of its own under the system's temp folder, holding `files` (relative path to text). */
function folderWith(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
  tempDirs.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const PAGE = '---\ntitle: Connect\nsidebar:\n  label: Short\n---\n\n# Connect\n\nBody text.\n';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('listFiles', () => {
  it('lists every file under a folder, nested ones by their relative path with forward slashes, sorted', () => {
    const dir = folderWith({ 'b.md': '', 'a/z.md': '', 'a/c/d.yml': '', 'a.md': '' });
    expect(listFiles(dir)).toEqual(['a.md', 'a/c/d.yml', 'a/z.md', 'b.md']);
  });

  it('lists nothing for a folder that does not exist', () => {
    expect(listFiles(path.join(os.tmpdir(), 'no-such-content-folder-here'))).toEqual([]);
  });
});

describe('readMarkdownFile', () => {
  it('splits the front matter from the body and says on which line the body starts', () => {
    const dir = folderWith({ 'docs/connect.md': PAGE });
    const file = readMarkdownFile(path.join(dir, 'docs/connect.md'));
    expect(file.data).toEqual({ title: 'Connect', sidebar: { label: 'Short' } });
    expect(file.body).toBe('\n# Connect\n\nBody text.\n');
    expect(file.bodyStartLine).toBe(6);
    expect(file.absPath).toBe(path.join(dir, 'docs/connect.md'));
  });

  it('finds the line of a front matter field, and line 1 for a field the file does not have', () => {
    const file = readMarkdownFile(path.join(folderWith({ 'page.md': PAGE }), 'page.md'));
    expect(file.lineOf(['title'])).toBe(2);
    expect(file.lineOf(['sidebar', 'label'])).toBe(4);
    expect(file.lineOf(['description'])).toBe(1);
  });

  it('reads a file without front matter as all body, starting on line 1', () => {
    const file = readMarkdownFile(path.join(folderWith({ 'plain.md': '# Plain\n' }), 'plain.md'));
    expect(file.data).toEqual({});
    expect(file.body).toBe('# Plain\n');
    expect(file.bodyStartLine).toBe(1);
  });

  it('reads a file again once it is saved with other text', () => {
    const page = path.join(folderWith({ 'page.md': '---\ntitle: Old\n---\nOld text.\n' }), 'page.md');
    expect(readMarkdownFile(page).data.title).toBe('Old');
    fs.writeFileSync(page, '---\ntitle: New name\n---\nNew text, longer than before.\n');
    const saved = readMarkdownFile(page);
    expect(saved.data.title).toBe('New name');
    expect(saved.body).toBe('New text, longer than before.\n');
  });

  it('stops on front matter that is not YAML, naming the file', () => {
    const page = path.join(folderWith({ 'broken.md': '---\ntitle: [unclosed\n---\nText.\n' }), 'broken.md');
    expect(() => readMarkdownFile(page)).toThrow(ContentError);
    expect(() => readMarkdownFile(page)).toThrow(`Invalid front matter YAML in ${toDisplayPath(page)}: `);
  });
});

describe('a page read in a build, whose text is read from disk when asked for', () => {
  async function buildModule() {
    vi.stubEnv('NODE_ENV', 'production');
    vi.resetModules();
    return import('@/lib/content/files');
  }

  it('has the same fields and body as a page read under next dev', async () => {
    const page = path.join(folderWith({ 'page.md': PAGE }), 'page.md');
    const built = (await buildModule()).readMarkdownFile(page);
    const dev = readMarkdownFile(page);
    expect({ ...built, lineOf: undefined }).toEqual({ ...dev, lineOf: undefined });
    expect(built.lineOf(['sidebar', 'label'])).toBe(4);
  });

  it('hands its body to the doc made from it, read from the file as it is now', async () => {
    const page = path.join(folderWith({ 'page.md': '---\ntitle: A\n---\nFirst text.\n' }), 'page.md');
    const files = await buildModule();
    const meta = files.withBodyOf({ title: 'A' }, files.readMarkdownFile(page));
    expect(meta.body).toBe('First text.\n');
    fs.writeFileSync(page, '---\ntitle: A\n---\nSecond text.\n');
    expect(meta.body).toBe('Second text.\n');
    fs.writeFileSync(page, '---\ntitle: A longer title\n---\nThird text.\n');
    expect(meta.body).toBe('Third text.\n');
  });

  it('lists its body as a field, so a copy of the doc holds the text', async () => {
    const page = path.join(folderWith({ 'page.md': '---\ntitle: A\n---\nText.\n' }), 'page.md');
    const files = await buildModule();
    const meta = files.withBodyOf({ title: 'A' }, files.readMarkdownFile(page));
    expect(Object.keys(meta)).toEqual(['title', 'body']);
    expect({ ...meta }).toEqual({ title: 'A', body: 'Text.\n' });
  });
});

describe('withBodyOf under next dev', () => {
  it('gives the doc the body the file was read with', () => {
    const file = readMarkdownFile(path.join(folderWith({ 'page.md': PAGE }), 'page.md'));
    const meta = withBodyOf({ id: 'page' }, file);
    expect(meta.body).toBe(file.body);
    expect(Object.keys(meta)).toEqual(['id', 'body']);
  });
});

describe('which files are pages', () => {
  it.each([
    ['guide/setup.md', true],
    ['guide/setup.mdx', true],
    ['guide/_steps.md', false],
    ['_shared.mdx', false],
    ['guide/_drafts/setup.md', true],
    ['guide/diagram.svg', false],
    ['guide/setup.md.bak', false],
  ])('%s is a page: %s', (file, page) => {
    expect(isMarkdown(file)).toBe(page);
  });

  it('takes a file whose name starts with an underscore for a partial, whatever its folder', () => {
    expect(isPartial('guide/_steps.md')).toBe(true);
    expect(isPartial('_guide/steps.md')).toBe(false);
  });
});

describe('toDisplayPath', () => {
  it('names a file by its path from the repository, with forward slashes', () => {
    expect(toDisplayPath(path.join(process.cwd(), 'content', 'docs', 'index.md'))).toBe('content/docs/index.md');
  });
});
