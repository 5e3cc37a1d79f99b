import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { detachedString } from '@/lib/content/detached-string.mjs';

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

const MIB = 1 << 20;

/** Heap bytes still held after keeping `copy` of a short title sliced from each of twenty 1 MiB pages. */
function heapKeptBySlices(copy: (text: string) => string): number {
  gc();
  const before = process.memoryUsage().heapUsed;
  const kept: string[] = [];
  for (let i = 0; i < 20; i++) {
    const page = `${i}`.padEnd(MIB, 'x') + 'A title of some length';
    kept.push(copy(page.slice(-22)));
  }
  gc();
  const grown = process.memoryUsage().heapUsed - before;
  expect(kept).toHaveLength(20);
  return grown;
}

describe('a detached copy of a string', () => {
  it('holds the same text', () => {
    const page = `# A title\n\n${'Body text. '.repeat(1000)}`;
    expect(detachedString(page.slice(2, 9))).toBe('A title');
    expect(detachedString(page)).toBe(page);
  });

  it('keeps characters beyond ASCII, including ones outside the Basic Multilingual Plane', () => {
    expect(detachedString('Café — naïve “quotes” 数据 🦆')).toBe('Café — naïve “quotes” 数据 🦆');
  });

  it('is empty for an empty string', () => {
    expect(detachedString('')).toBe('');
  });

  it('lets the text it was sliced from be collected', () => {
    // The plain slices show the measure works: V8 keeps each whole page alive behind its slice.
    expect(heapKeptBySlices((text) => text)).toBeGreaterThan(15 * MIB);
    expect(heapKeptBySlices(detachedString)).toBeLessThan(5 * MIB);
  });
});
