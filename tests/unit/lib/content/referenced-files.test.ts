import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { includedPartials, referencedFilesKey, referencedFilesStamp } from '@/lib/content/referenced-files';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A content folder whose page docs/page.mdx shows an example file, an image and a partial that shows more. */
function contentFolder(files: Record<string, string> = {}): { root: string; page: string; body: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-referenced-files-'));
  made.push(root);
  const body = [
    "import Steps from './_steps.md';",
    '',
    '```yaml file="demo/sample.yml"',
    '```',
    '',
    '![Chart](./img/chart.svg "The chart") and ![Remote](https://cdn.example/r.png) and [a link](#top)',
    '',
    '<Steps />',
  ].join('\n');
  const all = {
    'docs/page.mdx': body,
    'docs/_steps.md': "import Inner from '@site/docs/_inner.md';\n\n![Step](./img/step%201.png)\n\n<Inner />\n",
    'docs/_inner.md': 'Plain words.\n',
    'docs/img/chart.svg': '<svg/>',
    'docs/img/step 1.png': 'png',
    'docs/other.md': 'Not shown.\n',
    'examples/demo/sample.yml': 'name: demo\n',
    ...files,
  };
  for (const [rel, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  }
  return { root, page: path.join(root, 'docs/page.mdx'), body };
}

const filesIn = (stamp: string, root: string) =>
  stamp.split('\n').map((line) => path.relative(root, line.slice(0, line.lastIndexOf('@'))));

describe('the stamp of what a page shows, under next dev', () => {
  it('names every example file, image and partial it shows, and theirs, but no URL or link', () => {
    const { root, page, body } = contentFolder();
    expect(filesIn(referencedFilesStamp(page, body, root), root).sort()).toEqual(
      [
        'docs/_inner.md',
        'docs/_steps.md',
        'docs/img/chart.svg',
        'docs/img/step 1.png',
        'examples/demo/sample.yml',
      ].sort(),
    );
  });

  it('changes when a shown file is saved, even inside a partial, and not when another file is', () => {
    const { root, page, body } = contentFolder();
    const before = referencedFilesStamp(page, body, root);
    fs.writeFileSync(path.join(root, 'docs/other.md'), 'Still not shown, but longer.\n');
    expect(referencedFilesStamp(page, body, root)).toBe(before);
    fs.writeFileSync(path.join(root, 'docs/img/step 1.png'), 'a larger png');
    expect(referencedFilesStamp(page, body, root)).not.toBe(before);
  });

  it('changes when a missing image the page names is added', () => {
    const { root, page } = contentFolder();
    const body = '![Soon](./img/soon.png)\n';
    const before = referencedFilesStamp(page, body, root);
    fs.writeFileSync(path.join(root, 'docs/img/soon.png'), 'png');
    expect(referencedFilesStamp(page, body, root)).not.toBe(before);
  });

  it('ends for partials that include each other', () => {
    const { root } = contentFolder({
      'docs/_a.md': "import B from './_b.md';\n\n<B />\n",
      'docs/_b.md': "import A from './_a.md';\n\n<A />\n",
    });
    const page = path.join(root, 'docs/page.mdx');
    expect(filesIn(referencedFilesStamp(page, "import A from './_a.md';\n", root), root)).toEqual([
      'docs/_a.md',
      'docs/_b.md',
    ]);
  });

  it('is empty in a build, whose compile reads each file once', () => {
    const { root, page, body } = contentFolder();
    vi.stubEnv('NODE_ENV', 'production');
    expect(referencedFilesStamp(page, body, root)).toBe('');
  });
});

describe('the key of what a page shows, for a search index file’s name', () => {
  it('is the stamp under next dev', () => {
    const { root, page, body } = contentFolder();
    expect(referencedFilesKey(page, body, root)).toBe(referencedFilesStamp(page, body, root));
  });

  it('in a build is the same on every machine, and changes with a shown file’s bytes', () => {
    const one = contentFolder();
    const two = contentFolder();
    const edited = contentFolder({ 'examples/demo/sample.yml': 'name: edited\n' });
    vi.stubEnv('NODE_ENV', 'production');
    const key = referencedFilesKey(one.page, one.body, one.root);
    expect(key).not.toContain(one.root);
    expect(referencedFilesKey(two.page, two.body, two.root)).toBe(key);
    expect(referencedFilesKey(edited.page, edited.body, edited.root)).not.toBe(key);
  });
});

describe('the partials a page includes', () => {
  it('are its own and those they include, without the images and example files', () => {
    const { root, page, body } = contentFolder();
    expect(includedPartials(page, body, root).map((file) => path.relative(root, file))).toEqual([
      'docs/_steps.md',
      'docs/_inner.md',
    ]);
  });
});
