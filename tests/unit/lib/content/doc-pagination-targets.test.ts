import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { paginationTargetProblems, type PaginationSource } from '@/lib/content/doc-pagination-targets';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-pagination-targets-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A doc whose file holds `frontMatter`, with the targets the loader read from it. */
function doc(id: string, frontMatter: string, targets: Partial<PaginationSource> = {}): PaginationSource {
  const sourcePath = path.join(dir, `${id.replace(/\//g, '-')}.md`);
  fs.writeFileSync(sourcePath, `---\ntitle: ${id}\n${frontMatter}---\n\nText.\n`);
  return { id, sourcePath, displayPath: `docs/${id}.md`, ...targets };
}

const known = [doc('intro', ''), doc('guide/install', ''), doc('guide/configure', '')];

describe('pagination fields that name a doc', () => {
  it('are fine when the id is a page’s, or null for no link', () => {
    const page = doc('guide/upgrade', 'pagination_prev: guide/install\npagination_next: null\n', {
      paginationPrev: 'guide/install',
      paginationNext: null,
    });
    expect(paginationTargetProblems([...known, page])).toEqual([]);
  });

  it('with a typo are reported at their line, with the id meant', () => {
    const page = doc('guide/upgrade', 'description: Upgrading.\npagination_next: guide/instal\n', {
      paginationNext: 'guide/instal',
    });
    expect(paginationTargetProblems([...known, page])).toEqual([
      {
        file: 'docs/guide/upgrade.md',
        line: 4,
        message:
          '`pagination_next:` names the doc id "guide/instal", which no page has: did you mean `pagination_next: guide/install`?',
      },
    ]);
  });

  it('far from every id suggest the nearest, or null for no link', () => {
    const page = doc('guide/upgrade', 'pagination_prev: xyz\n', { paginationPrev: 'xyz' });
    const [problem] = paginationTargetProblems([...known, page]);
    expect(problem).toEqual({
      file: 'docs/guide/upgrade.md',
      line: 3,
      message:
        '`pagination_prev:` names the doc id "xyz", which no page has: write a doc id, such as the nearest, `intro`, or `pagination_prev: null` for no link',
    });
  });

  it('are each reported, both fields of every page', () => {
    const one = doc('a', 'pagination_prev: x1\npagination_next: x2\n', { paginationPrev: 'x1', paginationNext: 'x2' });
    const two = doc('b', 'pagination_next: x3\n', { paginationNext: 'x3' });
    expect(paginationTargetProblems([one, two]).map((p) => `${p.file}:${p.line}`)).toEqual([
      'docs/a.md:3',
      'docs/a.md:4',
      'docs/b.md:3',
    ]);
  });
});
