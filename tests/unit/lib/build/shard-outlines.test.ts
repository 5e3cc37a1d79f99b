import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mergeOutputs } from '@/lib/build/merge-outputs.mjs';
import { OUTLINES_DIR, packShardOutlines, unpackShardOutlines } from '@/lib/build/shard-outlines.mjs';

const made: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plumbline-shard-outlines-'));
  made.push(dir);
  return dir;
}

/** A shard's checkout after `next build`: the sections its rendered pages left, and its out/. */
function shardProject(sections: Record<string, string>): { root: string; out: string } {
  const root = tempDir();
  fs.mkdirSync(path.join(root, OUTLINES_DIR), { recursive: true });
  for (const [name, json] of Object.entries(sections)) fs.writeFileSync(path.join(root, OUTLINES_DIR, name), json);
  const out = path.join(root, 'out');
  fs.mkdirSync(path.join(out, '_next', 'static', 'build-a'), { recursive: true });
  fs.writeFileSync(path.join(out, '_next', 'static', 'build-a', '_buildManifest.js'), 'manifest');
  return { root, out };
}

afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("a shard's search sections, handed to the merge", () => {
  it('arrive where the merge writes the search index from, every shard’s, and leave no trace in the site', () => {
    const one = shardProject({ 'a.json': '[{"id":"a"}]', 'shared.json': '[{"id":"s"}]' });
    const two = shardProject({ 'b.json': '[{"id":"b"}]', 'shared.json': '[{"id":"s"}]' });
    expect(packShardOutlines(one.root, one.out)).toBe(2);
    expect(packShardOutlines(two.root, two.out)).toBe(2);

    const merge = tempDir();
    // An earlier build of the merge's checkout left sections of its own: they must not be read.
    fs.mkdirSync(path.join(merge, OUTLINES_DIR), { recursive: true });
    fs.writeFileSync(path.join(merge, OUTLINES_DIR, 'stale.json'), '[]');
    const out = path.join(merge, 'out');
    mergeOutputs([one.out, two.out], out);
    expect(unpackShardOutlines(out, merge)).toBe(3);

    expect(fs.readdirSync(path.join(merge, OUTLINES_DIR)).sort()).toEqual(['a.json', 'b.json', 'shared.json']);
    expect(fs.readFileSync(path.join(merge, OUTLINES_DIR, 'b.json'), 'utf8')).toBe('[{"id":"b"}]');
    expect(fs.readdirSync(out)).toEqual(['_next']);
  });

  it('are asked for by name when a shard came from a build that did not hand them on', () => {
    const merge = tempDir();
    const out = path.join(merge, 'out');
    fs.mkdirSync(out);
    expect(() => unpackShardOutlines(out, merge)).toThrow(
      'out: no _shard/search-outlines/ from the shards. Build every shard with this version (npm run build -- --shard i/n), then merge.',
    );
  });
});
