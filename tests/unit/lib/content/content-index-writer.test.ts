import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildContentIndex,
  CONTENT_INDEX_FILE,
  contentRootFrom,
  ensureContentModules,
  listContentFiles,
  SEARCH_WARM_UP_FILE,
  writeContentIndex,
  writeContentModules,
  writeSearchWarmUp,
} from '@/lib/content/content-index-writer.mjs';

const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.unstubAllEnvs();
});

/** A folder holding `files` (relative paths). */
function folder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-content-index-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const pages = { 'docs/index.md': '# Home\n', 'docs/guide/setup.md': '# Setup\n', 'examples/a.yml': 'a: 1\n' };
const read = (file: string) => JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;

describe('the content folder', () => {
  it('is PLUMBLINE_CONTENT_DIR when set, else content/ in the project', () => {
    expect(contentRootFrom({ NODE_ENV: 'test', PLUMBLINE_CONTENT_DIR: 'tests/fixtures/x' }, '/project')).toBe(
      path.resolve('tests/fixtures/x'),
    );
    expect(contentRootFrom({ NODE_ENV: 'test' }, '/project')).toBe(path.resolve('/project/content'));
  });

  it('lists its files sorted, with forward slashes, leaving out dotfiles, dot folders and backups', () => {
    const root = folder({
      ...pages,
      '.DS_Store': 'x',
      'docs/.setup.md.swp': 'x',
      '.git/HEAD': 'x',
      'docs/index.md~': 'x',
    });
    expect(listContentFiles(root)).toEqual(['docs/guide/setup.md', 'docs/index.md', 'examples/a.yml']);
    expect(listContentFiles(path.join(root, 'none'))).toEqual([]);
  });
});

describe("the content index's stamp", () => {
  it('is the same for the same files wherever the folder is', () => {
    expect(buildContentIndex(folder(pages)).stamp).toBe(buildContentIndex(folder(pages)).stamp);
  });

  it('changes when a file is edited, added, removed or renamed', () => {
    const stamp = buildContentIndex(folder(pages)).stamp;
    const variants = [
      { ...pages, 'docs/index.md': '# Home, edited\n' },
      { ...pages, 'docs/new.md': '# New\n' },
      { 'docs/index.md': pages['docs/index.md'], 'examples/a.yml': pages['examples/a.yml'] },
      { ...pages, 'docs/guide/setup.md': undefined, 'docs/guide/install.md': pages['docs/guide/setup.md'] },
    ];
    for (const files of variants) {
      const kept = Object.fromEntries(Object.entries(files).filter((entry): entry is [string, string] => !!entry[1]));
      expect(buildContentIndex(folder(kept)).stamp).not.toBe(stamp);
    }
  });

  it('stays when only an editor’s swap or backup file changes', () => {
    const root = folder(pages);
    const stamp = buildContentIndex(root).stamp;
    fs.writeFileSync(path.join(root, 'docs/.index.md.swp'), 'swap');
    fs.writeFileSync(path.join(root, 'docs/index.md~'), 'backup');
    expect(buildContentIndex(root).stamp).toBe(stamp);
  });

  it('takes a hash from `known` while the file’s stat is unchanged, and hashes it again when it changes', () => {
    const root = folder(pages);
    const known = new Map<string, { stat: string; hash: string }>();
    const first = buildContentIndex(root, { known });
    expect([...known.keys()].map((file) => path.relative(root, file)).sort()).toEqual(listContentFiles(root));
    const page = path.join(root, 'docs/index.md');
    known.set(page, { ...known.get(page)!, hash: 'from an earlier call' });
    expect(buildContentIndex(root, { known }).stamp).not.toBe(first.stamp);
    fs.writeFileSync(page, '# Home, saved\n');
    buildContentIndex(root, { known });
    expect(known.get(page)!.hash).toMatch(/^[0-9a-f]{16}$/);
  });

  it('comes with the folder and the files saved since the dev server started, sorted', () => {
    const root = folder(pages);
    expect(buildContentIndex(root, { saved: new Set(['content/b.md', 'content/a.md']) })).toEqual({
      root,
      stamp: buildContentIndex(root).stamp,
      saved: ['content/a.md', 'content/b.md'],
    });
  });
});

describe('the content modules the loaders import', () => {
  it('are written only when their text changes, so Next does not rebuild for nothing', () => {
    const project = folder({});
    const index = buildContentIndex(folder(pages));
    expect(writeContentIndex(index, project)).toBe(true);
    expect(read(path.join(project, CONTENT_INDEX_FILE))).toEqual(index);
    expect(writeContentIndex(index, project)).toBe(false);
    expect(writeSearchWarmUp(true, project)).toBe(true);
    expect(writeSearchWarmUp(true, project)).toBe(false);
    expect(read(path.join(project, SEARCH_WARM_UP_FILE))).toEqual({ running: true });
    expect(fs.readdirSync(path.join(project, '.plumbline')).sort()).toEqual([
      'content-index.json',
      'search-warm-up.json',
    ]);
  });

  it('describe the content as it is now, with no warm-up running, when written for a build', () => {
    const project = folder({ 'content/docs/index.md': '# Home\n' });
    vi.stubEnv('PLUMBLINE_CONTENT_DIR', undefined);
    writeSearchWarmUp(true, project);
    writeContentModules(project);
    expect(read(path.join(project, CONTENT_INDEX_FILE))).toEqual(buildContentIndex(path.join(project, 'content')));
    expect(read(path.join(project, SEARCH_WARM_UP_FILE))).toEqual({ running: false });
  });

  it('are made when one is missing, and left alone when a running npm run dev keeps both', () => {
    const project = folder({ 'content/docs/index.md': '# Home\n' });
    vi.stubEnv('PLUMBLINE_CONTENT_DIR', undefined);
    writeSearchWarmUp(true, project);
    ensureContentModules(project);
    expect(read(path.join(project, SEARCH_WARM_UP_FILE))).toEqual({ running: false });
    expect(fs.existsSync(path.join(project, CONTENT_INDEX_FILE))).toBe(true);

    writeSearchWarmUp(true, project);
    fs.writeFileSync(path.join(project, 'content/docs/index.md'), '# Home, saved\n');
    const before = fs.readFileSync(path.join(project, CONTENT_INDEX_FILE), 'utf8');
    ensureContentModules(project);
    expect(read(path.join(project, SEARCH_WARM_UP_FILE))).toEqual({ running: true });
    expect(fs.readFileSync(path.join(project, CONTENT_INDEX_FILE), 'utf8')).toBe(before);

    fs.rmSync(path.join(project, SEARCH_WARM_UP_FILE));
    ensureContentModules(project);
    expect(read(path.join(project, SEARCH_WARM_UP_FILE))).toEqual({ running: false });
  });
});
