import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { checkFrontMatter } from '@/scripts/lib/content-check/check-front-matter';

const FIXTURE = 'tests/fixtures/a-pagination-id-or-card-image-that-names-nothing-is-reported-with-its-line';
const root = path.join(process.cwd(), FIXTURE);

const PROBLEMS = [
  `${FIXTURE}/docs/guide/setup.md:4: \`image:\` names ./missing-card.png, and no file is there beside the page; write a path relative to the page, a path under public/ (/img/card.png) or an https:// URL`,
  `${FIXTURE}/docs/index.md:4: \`pagination_next:\` names the doc id "guide/setp", which no page has: did you mean \`pagination_next: guide/setup\`?`,
  `${FIXTURE}/docs/guide/setup.md:5: \`pagination_prev:\` names the doc id "home", which no page has: write a doc id, such as the nearest, \`index\`, or \`pagination_prev: null\` for no link`,
];

describe('a pagination id or card image that names nothing', () => {
  it('stops the build with each file:line and the nearest doc id', () => {
    let message = '';
    try {
      loadDocsVersion({ docsDir: path.join(root, 'docs'), showDrafts: false });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^The content has 3 problems/);
    expect(message.split('\n').slice(1).sort()).toEqual(PROBLEMS.map((problem) => `  - ${problem}`).sort());
  });

  it('is reported by npm run check the same way', () => {
    const { problems } = checkFrontMatter(root);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`).sort()).toEqual([...PROBLEMS].sort());
  });
});
