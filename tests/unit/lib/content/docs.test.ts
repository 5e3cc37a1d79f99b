import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadDocsVersion, type Doc, type DocsVersion } from '@/lib/content/docs';
import { categoryPath } from '@/lib/url-rules';
import { flattenSidebar } from '@/lib/content/sidebar';

const fixture = (name: string) => path.join(process.cwd(), 'tests/fixtures', name, 'docs');
const small = fixture('a-small-docs-site');

describe('the docs version model', () => {
  const version = loadDocsVersion({ docsDir: small, showDrafts: false });

  it('has one version named current, labelled Next, served from the root', () => {
    expect(version).toMatchObject({ name: 'current', label: 'Next', isLast: true, path: '/', mainDocId: 'index' });
  });

  it('derives ids and URL paths from file paths and slugs', () => {
    expect(version.docs.map((d) => [d.id, d.path])).toEqual([
      ['guide/first-steps', '/guide/first-steps'],
      ['guide/second', '/guide/second'],
      ['index', '/'],
    ]);
  });

  it('leaves drafts out of a production build but records their ids', () => {
    expect(version.docs.find((d) => d.id === 'draft-page')).toBeUndefined();
    expect(version.draftIds).toEqual(['draft-page']);
  });

  it('includes drafts when they are shown (next dev)', () => {
    const dev = loadDocsVersion({ docsDir: small, showDrafts: true });
    expect(dev.docs.map((d) => d.path)).toContain('/draft-page');
  });

  it('orders the sidebar by position and nests categories with their index page', () => {
    const sidebar = version.sidebars.docs;
    expect(flattenSidebar(sidebar).map((l) => l.label)).toEqual(['Welcome', 'Guide & Tips', 'First steps', 'Second']);
    expect(sidebar[1]).toMatchObject({
      type: 'category',
      path: '/category/guide--tips',
      description: 'Step-by-step pages for the fixture.',
    });
  });

  it('lists pages of equal position in number order, page 2 before page 10', () => {
    const copies = loadDocsVersion({ docsDir: fixture('numbered-copies-sort-in-number-order'), showDrafts: false });
    expect(flattenSidebar(copies.sidebars.docs).map((l) => l.label)).toEqual([
      'Home',
      'Copies',
      'Page (1)',
      'Page (2)',
      'Page (9)',
      'Page (10)',
      'Page (11)',
    ]);
  });

  it('uses sidebar_label over the title in the sidebar', () => {
    expect(flattenSidebar(version.sidebars.docs).find((l) => l.path === '/guide/second')?.label).toBe('Second');
  });
});

describe('category paths', () => {
  it('slugify labels the way the spec routes need', () => {
    expect(categoryPath('Schema Design & Data Modeling')).toBe('/category/schema-design--data-modeling');
    expect(categoryPath('Working with NBA Dataset')).toBe('/category/working-with-nba-dataset');
    expect(categoryPath('Agents')).toBe('/category/agents');
  });
});

describe('invalid content stops the build', () => {
  it('names the file, the line, the unknown front matter field and the nearest known one', () => {
    expect(() =>
      loadDocsVersion({ docsDir: fixture('a-doc-with-an-unknown-front-matter-field'), showDrafts: false }),
    ).toThrow(
      'The content has a problem; fix it, then build again:\n  - tests/fixtures/a-doc-with-an-unknown-front-matter-field/docs/index.md:4: `sidebar_postion:` is not a field this site knows: did you mean `sidebar_position:`?',
    );
  });
});

/**
 * In a build, a page's text is not kept in memory: every static-generation worker loads every
 * page, and at 9,500 pages the kept text was most of what grew with the site (lib/content/files.ts).
 * The docs loaded that way must be the docs loaded with their text kept, field for field.
 */
const FIXTURE = path.join(process.cwd(), 'tests/fixtures/a-small-docs-site/docs');
const tempDirs: string[] = [];

/** A copy of the fixture: each load gets files of its own, which the process-wide file cache has not seen. */
function fixtureCopy(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'text-on-demand-'));
  tempDirs.push(dir);
  fs.cpSync(FIXTURE, path.join(dir, 'docs'), { recursive: true });
  return path.join(dir, 'docs');
}

async function loadAs(nodeEnv: string, docsDir: string): Promise<DocsVersion> {
  vi.stubEnv('NODE_ENV', nodeEnv);
  vi.resetModules();
  const { loadDocsVersion } = await import('@/lib/content/docs');
  return loadDocsVersion({ docsDir, showDrafts: false });
}

/** A doc as plain data, its paths made relative to its copy. */
function comparable(doc: Doc, docsDir: string) {
  return {
    ...JSON.parse(JSON.stringify(doc)),
    sourcePath: path.relative(docsDir, doc.sourcePath),
    displayPath: undefined,
  };
}

describe('a page’s text in a build', () => {
  let kept: { version: DocsVersion; dir: string };
  let onDemand: { version: DocsVersion; dir: string };

  beforeAll(async () => {
    const keptDir = fixtureCopy();
    kept = { version: await loadAs('development', keptDir), dir: keptDir };
    const onDemandDir = fixtureCopy();
    onDemand = { version: await loadAs('production', onDemandDir), dir: onDemandDir };
  });

  afterAll(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('gives the same docs, body and every other field, as a load that keeps the text', () => {
    expect(onDemand.version.docs.length).toBeGreaterThan(1);
    expect(onDemand.version.docs.map((doc) => comparable(doc, onDemand.dir))).toEqual(
      kept.version.docs.map((doc) => comparable(doc, kept.dir)),
    );
    expect(onDemand.version.sidebars).toEqual(kept.version.sidebars);
  });

  it('is read from the file when asked for, not kept from the load', () => {
    const doc = onDemand.version.docs.find((d) => d.id === 'guide/second')!;
    const before = doc.body;
    fs.appendFileSync(doc.sourcePath, '\nA sentence added after the load.\n');
    expect(doc.body).toBe(`${before}\nA sentence added after the load.\n`);
  });

  it('is still the body alone when the front matter changed after the load', () => {
    const doc = onDemand.version.docs.find((d) => d.id === 'guide/first-steps')!;
    const text = fs.readFileSync(doc.sourcePath, 'utf8');
    fs.writeFileSync(doc.sourcePath, text.replace(/^---\n/, '---\nkeywords: [added]\n'));
    expect(doc.body).toBe(kept.version.docs.find((d) => d.id === 'guide/first-steps')!.body);
  });

  it('is kept under next dev and in tests, where a save re-reads only the files that changed', () => {
    const doc = kept.version.docs.find((d) => d.id === 'guide/second')!;
    const before = doc.body;
    fs.appendFileSync(doc.sourcePath, '\nNot seen until the file is loaded again.\n');
    expect(doc.body).toBe(before);
  });

  it('still names the line of a bad front matter field, read back from the file', async () => {
    const dir = fixtureCopy();
    const file = path.join(dir, 'guide/second.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('sidebar_position: 2', 'sidebar_position: second'));
    // toDisplayPath names a file by its path from the working directory.
    const shown = path.relative(process.cwd(), file).split(path.sep).join('/');
    await expect(loadAs('production', dir)).rejects.toThrow(`${shown}:5: \`sidebar_position:\` is the text "second"`);
  });
});
