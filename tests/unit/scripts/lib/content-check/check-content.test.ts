import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const FIXTURE = 'tests/fixtures/content-with-several-different-problems-reports-them-all-at-once';

/** `npm run check` as an author runs it (tsx over scripts/check-content.mts), on `folder`. */
function check(folder?: string) {
  const env = { ...process.env };
  delete env.PLUMBLINE_CONTENT_DIR;
  const child = spawnSync(
    'npx',
    ['tsx', '--tsconfig', 'tsconfig.json', 'scripts/check-content.mts', ...(folder ? [folder] : [])],
    { encoding: 'utf8', env },
  );
  return { status: child.status, lines: child.stdout.trim().split('\n'), stderr: child.stderr };
}

describe('npm run check', () => {
  it('prints every problem of every kind at once as file:line: message, and fails', () => {
    const { status, lines } = check(FIXTURE);
    expect(status).toBe(1);
    expect(lines.slice(0, -1).map((line) => line.replaceAll(`${FIXTURE}/`, ''))).toEqual([
      'blog/2026-01-01-a-post.md:4: `authors:` (item 2) unknown author key "nobody"; blog/authors.yml defines: team',
      'blog/authors.yml:1: add `team.title:`',
      'docs/guide/_category_.json:4: "colapsed" is not a field this site knows: did you mean "collapsed"?',
      'docs/guide/examples.md:6: Example file "demo/missing.yml" not found in content/examples.',
      'docs/guide/setup.md:4: `sidebar_postion:` is not a field this site knows: did you mean `sidebar_position:`?',
      'docs/guide/setup.md:9: Markdown image "../img/missing-diagram.svg" not found.',
      'docs/guide/setup.md:11: link "#uninstall" points at an anchor that this page does not have',
      'docs/guide/setup.md:13: image "/img/screenshots/setup.png" is not a file under public/: put it there, or link an image beside the page by a relative path',
      'docs/index.md:9: Markdown link "./guide/missing.md" does not resolve to any doc.',
      'docs/index.md:11: link "/guide/setup#no-such-heading" points at an anchor that docs/guide/setup.md does not have',
    ]);
    expect(lines.at(-1)).toMatch(/^Content check: 10 problems \(\d+\.\d s\)\.$/);
  });

  it('prints a passage two pages repeat as a warning, with both places, and still passes', () => {
    const folder = 'tests/fixtures/two-pages-that-repeat-forty-words-of-prose-get-one-warning';
    const { status, lines } = check(folder);
    expect(lines.slice(0, -1).map((line) => line.replaceAll(`${folder}/`, ''))).toEqual([
      'docs/index.md:9: warning: 45 words repeat docs/second.md:8 ("the schema comes first review every generated file ..."); explain it on one page and link to it from the other',
    ]);
    expect(lines.at(-1)).toMatch(/^Content check: no problems, 1 warning \(\d+\.\d s\)\.$/);
    expect(status).toBe(0);
  });

  it("passes the site's own content", () => {
    const { status, lines, stderr } = check();
    expect(stderr).not.toMatch(/Error/);
    expect(lines.at(-1)).toMatch(/^Content check: no problems/);
    expect(status).toBe(0);
  });
});
