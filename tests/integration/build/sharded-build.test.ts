import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '@/scripts/lib/project-copy.mjs';
import { samePageUpToStreamOrder } from '@/lib/build/payload-order.mjs';

// Two shards show all a merge does (shared files compared, every page from one shard, the search
// index from both); more add builds, not cases: the merge treats any number of folders alike.
const SHARDS = 2;

function npm(dir: string, args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.PLUMBLINE_CONTENT_DIR;
  delete env.PLUMBLINE_SHARD;
  const child = spawnSync('npm', args, { cwd: dir, env, encoding: 'utf8' });
  return { status: child.status, output: `${child.stdout}\n${child.stderr}` };
}

function filesUnder(dir: string, prefix = ''): string[] {
  return fs.readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
  });
}

/** One copy of the project built whole, then as shards merged: the two out/ folders must be the same site. */
describe('a build split across machines', () => {
  let dir: string;

  beforeAll(() => {
    dir = copyProject(process.cwd(), 'plumbline-shards-');
    const whole = npm(dir, ['run', 'build']);
    expect(whole.status, whole.output.slice(-3000)).toBe(0);
    fs.renameSync(path.join(dir, 'out'), path.join(dir, 'whole'));
    for (let i = 1; i <= SHARDS; i += 1) {
      const shard = npm(dir, ['run', 'build', '--', '--shard', `${i}/${SHARDS}`]);
      expect(shard.status, shard.output.slice(-3000)).toBe(0);
      expect(shard.output).toContain(`Shard ${i}/${SHARDS} is in out/`);
      // No shard outlines the others' pages for a search index of its own: the merge writes it.
      expect(shard.output).toMatch(/Search index: left to the merge, with the sections of this shard's \d+ pages\./);
      expect(fs.existsSync(path.join(dir, 'out', 'search-index'))).toBe(false);
      fs.renameSync(path.join(dir, 'out'), path.join(dir, `shard-${i}`));
    }
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('renders each docs page in exactly one shard', () => {
    const copies = (root: string) => filesUnder(path.join(dir, root)).filter((file) => file.endsWith('.md'));
    const whole = copies('whole');
    const perShard = Array.from({ length: SHARDS }, (_, i) => copies(`shard-${i + 1}`));
    for (const shard of perShard) {
      expect(shard.length).toBeGreaterThan(0);
      expect(shard.length).toBeLessThan(whole.length);
    }
    expect(perShard.flat().sort()).toEqual([...whole].sort());
  });

  it('merges the shards into the out/ one build writes, file for file, byte for byte but for the stream order of a page payload, and checks its links', () => {
    const merged = npm(dir, ['run', 'build:merge', ...Array.from({ length: SHARDS }, (_, i) => `shard-${i + 1}`)]);
    expect(merged.status, merged.output.slice(-3000)).toBe(0);
    expect(merged.output).toMatch(/Link check: \d+ links on \d+ pages checked\./);
    // Every indexed page's sections came from the shard that compiled it.
    expect(merged.output).toMatch(/Search index: \d+ indexes, \d+ pieces; 0 pages had no sections from a shard\./);
    const whole = filesUnder(path.join(dir, 'whole')).sort();
    const out = filesUnder(path.join(dir, 'out')).sort();
    expect(out).toEqual(whole);
    const bytes = (root: string, file: string) => fs.readFileSync(path.join(dir, root, file));
    const different = whole.filter((file) => !bytes('out', file).equals(bytes('whole', file)));
    // Next numbers and orders a page's payload rows by what resolved first in the worker, so a
    // page can differ in that alone (lib/build/payload-order.mjs); nothing else may differ.
    const otherwise = different.filter(
      (file) => !samePageUpToStreamOrder(file, bytes('out', file), bytes('whole', file)),
    );
    expect(otherwise).toEqual([]);
    console.log(
      `${whole.length} files: ${whole.length - different.length} byte-identical, ${different.length} the same page in another stream order.`,
    );
  });

  it('refuses a shard built from other sources, naming the shards', () => {
    fs.appendFileSync(path.join(dir, 'shard-1', '404.html'), '<!-- edited -->');
    const merged = npm(dir, ['run', 'build:merge', ...Array.from({ length: SHARDS }, (_, i) => `shard-${i + 1}`)]);
    expect(merged.status).not.toBe(0);
    expect(merged.output).toContain('404.html: differs between shard-1 and shard-2');
  });
});
