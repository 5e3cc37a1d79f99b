import { describe, expect, it } from 'vitest';
import { memoryShortfall, outShortfall, timeShortfall } from '@/scripts/lib/perf/scale-shortfalls.mjs';

describe('where a K = 500 target of bench:scale falls short', () => {
  it('pairs the processes of one command by size, so each worker shows its own growth from K = 100', () => {
    const big = {
      peakRssMb: 1400,
      peakProcesses: [
        { command: 'worker', rssMb: 500 },
        { command: 'next-build', rssMb: 250 },
        { command: 'worker', rssMb: 570 },
      ],
    };
    const hundred = {
      peakRssMb: 1100,
      peakProcesses: [
        { command: 'worker', rssMb: 390 },
        { command: 'worker', rssMb: 410 },
        { command: 'next-build', rssMb: 240 },
      ],
    };
    const [atBig, atHundred, grown] = memoryShortfall(big, hundred);
    expect(atBig).toBe('at the K=500 peak: worker 570 MB, worker 500 MB, next-build 250 MB');
    expect(atHundred).toBe('at the K=100 peak: worker 410 MB, worker 390 MB, next-build 240 MB');
    expect(grown).toBe(
      'grown (MB): worker +160, worker +110, next-build +10; within 1.2x the K=500 peak could hold 1320 MB',
    );
  });

  it('names the static-generation rate 10 minutes would need, with the rest of the build as it was', () => {
    const lines = timeShortfall({
      buildS: 900,
      steps: 'next build 800 s',
      generation: { pages: 9000, seconds: 750, firstPerMinute: 740, lastPerMinute: 670 },
    });
    expect(lines[0]).toBe(
      'static generation 750 s of 900 s: 9000 routes at 720 a minute (first tenth 740, last tenth 670); the compile and the steps around it 150 s (build steps: next build 800 s)',
    );
    // 9,000 routes in the 450 s that 10 minutes leaves.
    expect(lines[1]).toBe(
      "under 10 min needs static generation at 1200 routes a minute or more, 1.67x this run's rate, with the other steps as they are",
    );
    expect(
      timeShortfall({
        buildS: 900,
        generation: { pages: 100, seconds: 200, firstPerMinute: 30, lastPerMinute: 30 },
      })[1],
    ).toBe('the steps besides static generation alone take 10 min or more');
  });

  it('gives out/ per docs page by kind, what 1 GB leaves a page, and the measured page inline payload', () => {
    const lines = outShortfall({
      docs: 1024,
      byKind: {
        HTML: { files: 1024, bytes: 100 * 1024 * 1024 },
        'RSC payloads': { files: 3072, bytes: 50 * 1024 * 1024 },
      },
      page: { html: { raw: 70 * 1024, inlinePayload: 40 * 1024 }, rsc: { raw: 35 * 1024 } },
    });
    expect(lines).toEqual([
      'per docs page: HTML 100.0 KB (1.00 files), RSC payloads 50.0 KB (3.00 files); 1 GB is 1024.0 KB a docs page',
      'the measured page: HTML 70.0 KB, of which 40.0 KB is the RSC payload React hydrates from; its payload file 35.0 KB, written again as the page segment a prefetch fetches',
    ]);
  });
});
