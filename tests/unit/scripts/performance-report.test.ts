import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOCUMENT, readBenchResults, renderTables, rewriteDocument } from '@/scripts/performance-report.mjs';

describe('docs/performance.md', () => {
  it('holds exactly the tables npm run docs:performance writes from the committed bench-results/', () => {
    const committed = fs.readFileSync(DOCUMENT, 'utf8');
    // On failure: run `npm run docs:performance` after a benchmark, instead of editing a table.
    expect(committed).toBe(rewriteDocument(committed, renderTables(readBenchResults())));
  });

  it('takes its figures from the result files: a changed figure changes the table', () => {
    const results = readBenchResults();
    const before = renderTables(results)['dev-loop'];
    results.dev.results[0].saveToRefreshMs = 1234;
    const after = renderTables(results)['dev-loop'];
    expect(after).not.toBe(before);
    expect(after).toContain('1.23 s');
  });

  it('names the day of each size measured apart, and what building a size as shards took', () => {
    const results = readBenchResults();
    const rows = results.scale.results;
    for (const row of rows) row.date = '2030-05-06T07:08:09.000Z';
    const last = rows[rows.length - 1];
    last.date = '2031-01-02T03:04:05.000Z';
    last.shards = {
      count: 4,
      shards: [300, 401, 350, 390].map((buildS, i) => ({ shard: i + 1, buildS, peakRssMb: 1000 + i * 100 })),
      slowestS: 401,
      mergeS: 119,
    };
    const block = renderTables(results).scale;
    const others = rows
      .slice(0, -1)
      .map((r: { k: number }) => r.k)
      .join(', ');
    expect(block).toContain(`measured 2030-05-06 (K = ${others}) and 2031-01-02 (K = ${last.k}) on`);
    expect(block).toContain(
      `K = ${last.k} built as 4 shards, one after the other: 300 s, 401 s, 350 s, 390 s (peak 1.27 GB), then the merge 119 s: on 4 machines, 8.7 min.`,
    );
  });

  it('replaces only what lies between the markers, and refuses a document that lacks some', () => {
    const blocks = renderTables(readBenchResults());
    const names = Object.keys(blocks);
    const text = `# Title\n\nProse.\n\n${names.map((name) => `<!-- performance-report:${name} -->\nstale\n<!-- /performance-report:${name} -->`).join('\n\nMore prose.\n\n')}\n`;
    const rewritten = rewriteDocument(text, blocks);
    expect(rewritten).not.toContain('stale');
    expect(rewritten.startsWith('# Title\n\nProse.\n\n')).toBe(true);
    expect(rewritten.match(/More prose\./g)).toHaveLength(names.length - 1);
    expect(() => rewriteDocument('# Title\n', blocks)).toThrow(/has no markers for/);
  });
});
