import v8 from 'node:v8';
import { expect, test } from 'vitest';
import { heapCollector } from '@/lib/build/heap';

const used = () => v8.getHeapStatistics().used_heap_size;
const MB = 1024 * 1024;

test('collects once the heap has grown past its threshold, then waits for it to grow again', () => {
  const collectIfGrew = heapCollector({ minBytes: used() + 40 * MB, growth: 1.6 });
  expect(collectIfGrew()).toBe(false);
  // Garbage: about 80 MB of objects nobody holds.
  let garbage: object[] | undefined = Array.from({ length: 1_000_000 }, (_, i) => ({ i, text: `row ${i}` }));
  const grown = used();
  garbage = undefined;
  expect(garbage).toBeUndefined();
  expect(collectIfGrew()).toBe(true);
  expect(used()).toBeLessThan(grown - 40 * MB);
  // What was kept is below the new threshold: nothing to do until the heap grows again.
  expect(collectIfGrew()).toBe(false);
});
