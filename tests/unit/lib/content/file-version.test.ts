import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileVersion } from '@/lib/content/file-version';

let dir = '';
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-version-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Writes `text` to `name` in the test folder with a fixed modification time, in seconds. */
function write(name: string, text: string, mtime: number): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, text);
  fs.utimesSync(file, mtime, mtime);
  return file;
}

describe('the version of a file', () => {
  it('is its modification time and size, in base 36', () => {
    const file = write('page.md', 'Hello', 1_700_000_000);
    expect(fileVersion(file)).toBe(`${(1_700_000_000_000).toString(36)}-5`);
  });

  it('changes when the file is saved again, even with the same size', () => {
    const file = write('same-size.md', 'aaaa', 1_700_000_000);
    const before = fileVersion(file);
    write('same-size.md', 'bbbb', 1_700_000_001);
    expect(fileVersion(file)).not.toBe(before);
  });

  it('changes when the size changes, even at the same modification time', () => {
    const file = write('grown.md', 'a', 1_700_000_000);
    const before = fileVersion(file);
    write('grown.md', 'a'.repeat(40), 1_700_000_000);
    expect(before).toBe(`${(1_700_000_000_000).toString(36)}-1`);
    expect(fileVersion(file)).toBe(`${(1_700_000_000_000).toString(36)}-14`);
  });

  it('is "missing" for a file that is not there', () => {
    expect(fileVersion(path.join(dir, 'no-such-file.md'))).toBe('missing');
    expect(fileVersion(path.join(dir, 'page.md', 'under-a-file'))).toBe('missing');
  });
});
