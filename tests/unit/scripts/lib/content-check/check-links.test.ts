import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFrontMatter } from '@/scripts/lib/content-check/check-front-matter';
import { checkLinks } from '@/scripts/lib/content-check/check-links';
import { formatContentProblem, sortContentProblems } from '@/scripts/lib/content-check/content-problem';

/** `npm run check`'s lines for a fixture's docs (front matter, then links and anchors), paths relative to the fixture. */
async function checkLines(fixtureName: string): Promise<string[]> {
  const root = path.join(process.cwd(), 'tests/fixtures', fixtureName);
  const { problems, pages, routesBySource } = checkFrontMatter(root);
  problems.push(...(await checkLinks(pages, routesBySource, undefined)));
  const prefix = path.relative(process.cwd(), root) + '/';
  return sortContentProblems(problems).map((problem) => formatContentProblem(problem).replaceAll(prefix, ''));
}

describe('explicit heading ids in npm run check', () => {
  it('are the anchors links from other pages and the page itself point at, and the old slug is gone', async () => {
    expect(await checkLines('explicit-heading-ids-are-the-anchors-links-point-at')).toEqual([
      'docs/index.md:9: link "/target#install-it-on-a-laptop" points at an anchor that docs/target.md does not have',
    ]);
  });

  it('report an unknown admonition type and a repeated id at their lines', async () => {
    expect(await checkLines('admonition-and-heading-id-mistakes-are-reported-with-their-line')).toEqual([
      'docs/index.md:10: The admonition ":::hint" has a type this site does not know. Admonition types: note, tip, info, warning, danger, secondary, success, important, caution.',
      'docs/repeated-ids.md:11: The heading id "same" is already the id of the heading on line 7: ids on a page must differ, so give one of the two its own {#id}.',
    ]);
  });
});
