import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Doc, DocsVersion } from '@/lib/content/docs';

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
  return { ...JSON.parse(JSON.stringify(doc)), sourcePath: path.relative(docsDir, doc.sourcePath), displayPath: undefined };
}

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

describe('a page’s text in a build', () => {
  it('gives the same docs, body and every other field, as a load that keeps the text', () => {
    expect(onDemand.version.docs.length).toBeGreaterThan(1);
    expect(onDemand.version.docs.map((doc) => comparable(doc, onDemand.dir))).toEqual(kept.version.docs.map((doc) => comparable(doc, kept.dir)));
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
