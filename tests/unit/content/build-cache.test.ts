import { describe, expect, it } from 'vitest';
import { cachedByContent, dropCached } from '@/lib/content/build-cache';

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

  it('drops one result on request and computes it again when asked', () => {
    let calls = 0;
    const compile = () => cachedByContent('test-drop', '/docs/a.md', ['text'], () => ++calls);
    compile();
    dropCached('test-drop', '/docs/a.md', ['text']);
    expect(compile()).toBe(2);
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
