import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { removeUnusedPayloads } from '@/lib/build/unused-payloads.mjs';

const made: string[] = [];
function outDir(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-unused-payloads-'));
  made.push(dir);
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('payloads nothing fetches', () => {
  it('removes every page’s __next._full.txt and nothing else', () => {
    const dir = outDir({
      'a/__next._full.txt': 'x',
      'a/__next._tree.txt': 'tree',
      'a.txt': 'page',
      '__next._full.txt': 'x',
    });
    expect(removeUnusedPayloads(dir)).toBe(2);
    expect(fs.existsSync(path.join(dir, 'a/__next._tree.txt'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'a.txt'))).toBe(true);
    expect(fs.existsSync(path.join(dir, 'a/__next._full.txt'))).toBe(false);
  });

  it('reaches pages nested several folders deep', () => {
    const dir = outDir({ 'docs/guide/setup/__next._full.txt': 'x', 'docs/guide/setup.html': 'page' });
    expect(removeUnusedPayloads(dir)).toBe(1);
    expect(fs.readdirSync(path.join(dir, 'docs/guide/setup'))).toEqual([]);
  });

  it('removes nothing, and does not fail, when there is no out/ folder', () => {
    expect(removeUnusedPayloads(path.join(os.tmpdir(), 'plumbline-no-such-out'))).toBe(0);
  });
});
