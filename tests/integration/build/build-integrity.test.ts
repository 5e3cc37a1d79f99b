import { afterAll, describe, expect, it } from 'vitest';
import { appendTo, buildCopy, removeCopy, type BuildResult } from '@/tests/helpers/project-copy';

const builds: BuildResult[] = [];
afterAll(() => builds.forEach(removeCopy));

describe('the production build checks every link', () => {
  it('fails on a broken link, naming the page, its file and the target', () => {
    const result = buildCopy((dir) =>
      appendTo(dir, 'content/docs/quick-start.md', '\n\nRead [the missing guide](/agent/no-such-page) next.\n'),
    );
    builds.push(result);
    expect(result.status, result.output).not.toBe(0);
    expect(result.output).toContain(
      "Broken links found in the build (siteChecks.onBrokenLinks is 'throw' in lib/site-checks.mjs):",
    );
    expect(result.output).toContain(
      '- On page /quick-start (content/docs/quick-start.md), linking to:\n  - /agent/no-such-page',
    );
  });

  it('warns about a broken anchor and still builds the site', () => {
    const result = buildCopy((dir) =>
      appendTo(
        dir,
        'content/docs/quick-start.md',
        '\n\nSee [a section that does not exist](/agent/agent#no-such-section).\n',
      ),
    );
    builds.push(result);
    expect(result.status, result.output).toBe(0);
    expect(result.output).toContain(
      "[warn] Broken anchors found in the build (siteChecks.onBrokenAnchors is 'warn' in lib/site-checks.mjs):",
    );
    expect(result.output).toContain(
      '- On page /quick-start (content/docs/quick-start.md), linking to:\n  - /agent/agent#no-such-section',
    );
    expect(result.output).toMatch(/Link check: \d+ links on \d+ pages checked\./);
  });
});
