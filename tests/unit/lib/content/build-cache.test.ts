import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { cachedByContent, oncePerBuild, settledByContent, writeFileAtomically } from '@/lib/content/build-cache';

/** A full collection, as the build worker's would be: `gc` exists in contexts made after the flag is set. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

describe('the build cache', () => {
  it('computes a file once for the same inputs, and again when they change', () => {
    let calls = 0;
    const compile = (text: string) => cachedByContent('test-once', '/docs/a.md', [text], () => `${++calls}:${text}`);
    expect(compile('one')).toBe('1:one');
    expect(compile('one')).toBe('1:one');
    expect(compile('two')).toBe('2:two');
    // An author who undoes an edit gets the earlier result back without a compile.
    expect(compile('one')).toBe('1:one');
    expect(calls).toBe(2);
  });

  it('keeps files apart, and kinds of result for one file apart', () => {
    expect(cachedByContent('test-kind-a', '/docs/a.md', ['x'], () => 'page')).toBe('page');
    expect(cachedByContent('test-kind-b', '/docs/a.md', ['x'], () => 'feed')).toBe('feed');
    expect(cachedByContent('test-kind-a', '/docs/b.md', ['x'], () => 'other page')).toBe('other page');
  });

  it('forgets a failed compile, so the fixed file compiles again', async () => {
    let calls = 0;
    const compile = () =>
      cachedByContent('test-reject', '/docs/broken.md', ['same text'], () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new Error('broken front matter')) : Promise.resolve('ok');
      });
    await expect(compile()).rejects.toThrow('broken front matter');
    await expect(compile()).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('keeps what a promise resolved to, and gives it again without computing', async () => {
    let calls = 0;
    const outline = () =>
      cachedByContent('test-settled', '/docs/a.md', ['text'], () => Promise.resolve(`outline ${++calls}`));
    expect(settledByContent('test-settled', '/docs/a.md', ['text'])).toBeUndefined();
    await expect(outline()).resolves.toBe('outline 1');
    expect(settledByContent('test-settled', '/docs/a.md', ['text'])).toBe('outline 1');
    await expect(outline()).resolves.toBe('outline 1');
    expect(calls).toBe(1);
  });

  it('does not keep alive the render that computed a result', async () => {
    // Next renders each page inside AsyncLocalStorage stores (its request, React's render), and
    // Node marks every promise made there with the store. A kept promise kept the page's render.
    const render = new AsyncLocalStorage<{ payload: Uint8Array }>();
    let collected = false;
    const registry = new FinalizationRegistry(() => (collected = true));
    // Awaited where it is made: a promise the test held would itself hold the store.
    await render.run({ payload: new Uint8Array(1024 * 1024) }, () => {
      registry.register(render.getStore()!, 'render');
      return cachedByContent('test-render', '/docs/page.md', ['text'], () => Promise.resolve({ sections: ['Intro'] }));
    });
    collectGarbage();
    // Finalisation callbacks run in a later task.
    for (let wait = 0; wait < 40 && !collected; wait += 1) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(collected).toBe(true);
    await expect(
      cachedByContent('test-render', '/docs/page.md', ['text'], () => Promise.resolve({ sections: [] as string[] })),
    ).resolves.toEqual({ sections: ['Intro'] });
  });

  it('keeps a bounded number of versions per file, so a long editing session does not grow without end', () => {
    let calls = 0;
    const compile = (text: string) => cachedByContent('test-bound', '/docs/a.md', [text], () => ++calls);
    for (const text of ['1', '2', '3', '4', '5']) compile(text);
    expect(calls).toBe(5);
    compile('1');
    expect(calls).toBe(6);
  });
});

describe('loaders that read the whole content tree', () => {
  it('read the tree once while the content index stays the same', () => {
    let reads = 0;
    const load = oncePerBuild('test-reads', () => ++reads);
    expect(load()).toBe(1);
    expect(load()).toBe(1);
  });

  it('read the tree once per build process however many copies of the module Next loads, but once per copy under next dev', async () => {
    const copies = async () => {
      vi.resetModules();
      const first = (await import('@/lib/content/build-cache')).oncePerBuild;
      vi.resetModules();
      const second = (await import('@/lib/content/build-cache')).oncePerBuild;
      expect(second).not.toBe(first);
      return [first, second];
    };
    let reads = 0;
    vi.stubEnv('NODE_ENV', 'production');
    const [a, b] = await copies();
    const name = `shared-${Math.random()}`;
    expect(a(name, () => ({ read: ++reads }))()).toEqual({ read: 1 });
    const fromOtherCopy = b(name, () => ({ read: ++reads }))();
    expect(fromOtherCopy).toEqual({ read: 1 });
    expect(fromOtherCopy).toBe(a(name, () => ({ read: ++reads }))());

    vi.stubEnv('NODE_ENV', 'development');
    reads = 0;
    const [c, d] = await copies();
    const devName = `dev-${Math.random()}`;
    expect(c(devName, () => ++reads)()).toBe(1);
    expect(d(devName, () => ++reads)()).toBe(2);
    vi.unstubAllEnvs();
  });

  it('read it again once a file of content they do not have an index for changes (a test fixture)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stamp-'));
    fs.writeFileSync(path.join(dir, 'a.md'), 'one');
    vi.stubEnv('PLUMBLINE_CONTENT_DIR', dir);
    vi.resetModules();
    const { oncePerBuild: fresh } = await import('@/lib/content/build-cache');
    let reads = 0;
    const load = fresh('test-fixture-reads', () => ++reads);
    expect(load()).toBe(1);
    expect(load()).toBe(1);
    fs.writeFileSync(path.join(dir, 'b.md'), 'two');
    expect(load()).toBe(2);
    fs.writeFileSync(path.join(dir, 'a.md'), 'one, longer');
    expect(load()).toBe(3);
    vi.unstubAllEnvs();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('writing a kept file', () => {
  it('creates the folder and leaves only the whole file behind', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-'));
    const file = path.join(dir, 'cache/plumbline/kept.json');
    writeFileAtomically(file, '{"a":1}');
    writeFileAtomically(file, '{"a":2}');
    expect(fs.readFileSync(file, 'utf8')).toBe('{"a":2}');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['kept.json']);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('the names of the loaders', () => {
  it('are unique, since a build shares each loader value by name between every copy of the module', () => {
    const files = (fs.readdirSync('lib', { recursive: true }) as string[]).filter((file) =>
      /\.(ts|tsx|mts|mjs)$/.test(file),
    );
    const names = files.flatMap((file) =>
      [...fs.readFileSync(path.join('lib', file), 'utf8').matchAll(/oncePerBuild\('([^']+)'/g)].map((m) => m[1]),
    );
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });
});
