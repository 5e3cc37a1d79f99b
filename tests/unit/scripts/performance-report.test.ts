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
