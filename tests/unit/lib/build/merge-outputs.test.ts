import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeOutputs } from '@/lib/build/merge-outputs.mjs';

const made: string[] = [];
function shardDir(files: Record<string, string>, buildId = 'build-a'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-shard-'));
  made.push(dir);
  for (const [rel, text] of Object.entries({ [`_next/static/${buildId}/_buildManifest.js`]: 'manifest', ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('merging shards', () => {
  it('takes each page from its shard and shared files once', () => {
    const a = shardDir({ 'a.html': 'page a', 'sitemap.xml': 'shared' });
    const b = shardDir({ 'b/b.html': 'page b', 'sitemap.xml': 'shared' });
    const out = path.join(shardDir({}), 'out');
    expect(mergeOutputs([a, b], out)).toEqual({ files: 4, shared: 2, reordered: 0 });
    expect(fs.readFileSync(path.join(out, 'b/b.html'), 'utf8')).toBe('page b');
    expect(fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8')).toBe('shared');
  });

  it('keeps the first copy of a shared page whose payload differs only in stream order', () => {
    const rows = ['0:{"b":"x"}\n', '5:I[12,[],"IconMark"]\n', '6:["$","p",null,{"children":"$L5"}]\n'];
    const swapped = ['0:{"b":"x"}\n', '5:["$","p",null,{"children":"$L6"}]\n', '6:I[12,[],"IconMark"]\n'];
    const a = shardDir({ 'blog.txt': rows.join('') });
    const b = shardDir({ 'blog.txt': swapped.join('') });
    const out = path.join(shardDir({}), 'out');
    expect(mergeOutputs([a, b], out)).toEqual({ files: 2, shared: 2, reordered: 1 });
    expect(fs.readFileSync(path.join(out, 'blog.txt'), 'utf8')).toBe(rows.join(''));
  });

  it('stops when a shared file differs, naming it and both shards', () => {
    const a = shardDir({ 'sitemap.xml': 'one' });
    const b = shardDir({ 'sitemap.xml': 'two' });
    expect(() => mergeOutputs([a, b], path.join(shardDir({}), 'out'))).toThrow(
      `sitemap.xml: differs between ${a} and ${b}`,
    );
  });

  it('stops when shards come from different sources, or a folder is no build', () => {
    const a = shardDir({}, 'build-a');
    const b = shardDir({}, 'build-b');
    expect(() => mergeOutputs([a, b], path.join(shardDir({}), 'out'))).toThrow(
      /built from different sources \(build ids: .* build-a, .* build-b\)/,
    );
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-empty-'));
    made.push(empty);
    expect(() => mergeOutputs([a, empty], path.join(shardDir({}), 'out'))).toThrow(
      `${empty}: not the out/ folder of a build`,
    );
    expect(() => mergeOutputs([], 'out')).toThrow(/needs the out\/ folder of every shard/);
  });
});
