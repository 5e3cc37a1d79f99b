import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deterministicBuildId } from '@/lib/build/build-id.mjs';

const made: string[] = [];

/** A project folder holding `files` (paths relative to it). */
function project(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-build-id-'));
  made.push(dir);
  write(dir, files);
  return dir;
}

function write(dir: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
}

const sources = {
  'app/page.tsx': 'export default function Page() {}',
  'lib/routes.ts': 'export const routes = [];',
  'next.config.mjs': 'export default {};',
  'content/docs/index.md': '# Welcome',
};

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a build's id", () => {
  it('is the same for two checkouts of the same sources, wherever they sit', () => {
    const one = deterministicBuildId(project(sources), 'content');
    expect(deterministicBuildId(project(sources), 'content')).toBe(one);
    expect(one).toMatch(/^[\w-]{21}$/);
  });

  it('changes when a source file, the lockfile or a page changes', () => {
    const before = deterministicBuildId(project(sources), 'content');
    for (const [rel, text] of [
      ['lib/routes.ts', 'export const routes = [1];'],
      ['package-lock.json', '{}'],
      ['content/docs/index.md', '# Welcome back'],
    ]) {
      const dir = project(sources);
      write(dir, { [rel]: text });
      expect(deterministicBuildId(dir, 'content'), rel).not.toBe(before);
    }
  });

  it('changes when a file is renamed, though no byte changed', () => {
    const renamed = project(sources);
    fs.renameSync(path.join(renamed, 'lib/routes.ts'), path.join(renamed, 'lib/table.ts'));
    expect(deterministicBuildId(renamed, 'content')).not.toBe(deterministicBuildId(project(sources), 'content'));
  });

  it('ignores what the build does not read: tests, docs, earlier output', () => {
    const before = deterministicBuildId(project(sources), 'content');
    const dir = project(sources);
    write(dir, { 'tests/unit/a.test.ts': 'test', 'README.md': '# Readme', 'out/index.html': '<html>', '.next/x': 'y' });
    expect(deterministicBuildId(dir, 'content')).toBe(before);
  });

  it('hashes the content folder the build is pointed at, not content/', () => {
    const dir = project({ ...sources, 'fixture/docs/index.md': '# Fixture' });
    const onFixture = deterministicBuildId(dir, 'fixture');
    write(dir, { 'content/docs/index.md': '# Edited, but not built' });
    expect(deterministicBuildId(dir, 'fixture')).toBe(onFixture);
    write(dir, { 'fixture/docs/index.md': '# Fixture, edited' });
    expect(deterministicBuildId(dir, 'fixture')).not.toBe(onFixture);
  });
});
