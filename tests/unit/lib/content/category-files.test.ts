import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readCategoryFiles } from '@/lib/content/category-files';
import { toDisplayPath } from '@/lib/content/files';

const docsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'category-files-'));
const write = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(docsDir, rel)), { recursive: true });
  fs.writeFileSync(path.join(docsDir, rel), text);
};
const shown = (rel: string) => toDisplayPath(path.join(docsDir, rel));

afterAll(() => fs.rmSync(docsDir, { recursive: true, force: true }));

describe("a docs folder's category file", () => {
  write('guide/_category_.json', '{ "label": "Guide", "position": 2, "link": { "type": "doc", "id": "intro" } }\n');
  write('guide/advanced/_category_.yml', 'label: Advanced\n# A comment\ncollapsed: false\n');
  write('reference/_category_.yaml', '');
  write('assets/_category_.json', '{ "label": "Not a category" }\n');
  const files = ['guide/intro.md', 'guide/advanced/tuning.mdx', 'reference/keys/one.md', 'assets/logo.svg', 'index.md'];
  const { categories, problems } = readCategoryFiles(docsDir, files);

  it('is read as JSON or YAML, keyed by its folder', () => {
    expect(problems).toEqual([]);
    expect(categories.get('guide')?.meta).toEqual({ label: 'Guide', position: 2, link: { type: 'doc', id: 'intro' } });
    expect(categories.get('guide/advanced')?.meta).toEqual({ label: 'Advanced', collapsed: false });
    expect(categories.get('guide/advanced')?.display).toBe(shown('guide/advanced/_category_.yml'));
  });

  it('gives the line of each field, for messages about it', () => {
    expect(categories.get('guide/advanced')?.lineOf(['collapsed'])).toBe(3);
  });

  it('may be empty, a category with no settings', () => {
    expect(categories.get('reference')?.meta).toEqual({});
  });

  it('is read only in folders that hold docs, at any depth below them', () => {
    expect([...categories.keys()].sort()).toEqual(['guide', 'guide/advanced', 'reference']);
  });
});

describe('a category file with a mistake', () => {
  const read = (rel: string, text: string) => {
    write(rel, text);
    return readCategoryFiles(docsDir, [path.posix.join(path.posix.dirname(rel), 'page.md')]);
  };

  it('is reported at the line of invalid JSON', () => {
    const { categories, problems } = read('bad-json/_category_.json', '{\n  "label": "A",\n  "position": 2,,\n}\n');
    expect(categories.size).toBe(0);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: shown('bad-json/_category_.json'), line: 3 });
    expect(problems[0].message).toMatch(/^invalid JSON: /);
  });

  it('is reported at the line of a YAML error, in its first line of words', () => {
    const { problems } = read('bad-yaml/_category_.yml', 'label: A\nlabel: B\n');
    expect(problems).toEqual([
      {
        file: shown('bad-yaml/_category_.yml'),
        line: 2,
        message: 'invalid YAML: Map keys must be unique at line 2, column 1:',
      },
    ]);
  });

  it('is reported at the line of a field Docusaurus does not read, or of the wrong type', () => {
    const { problems } = read('bad-field/_category_.yml', 'label: A\nposition: second\ncolapsed: true\n');
    expect(problems.map((problem) => [problem.file, problem.line])).toEqual([
      [shown('bad-field/_category_.yml'), 2],
      [shown('bad-field/_category_.yml'), 3],
    ]);
    expect(problems[1].message).toContain('colapsed');
  });

  it('beside another is reported, the first Docusaurus reads being kept', () => {
    write('two/_category_.json', '{ "label": "From JSON" }\n');
    const { categories, problems } = read('two/_category_.yaml', 'label: From YAML\n');
    expect(categories.get('two')?.meta).toEqual({ label: 'From JSON' });
    expect(problems).toEqual([
      {
        file: shown('two/_category_.json'),
        line: 1,
        message: 'this folder also has _category_.yaml, which would be ignored: keep one category file',
      },
    ]);
  });
});
