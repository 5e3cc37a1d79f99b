import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDocsVersion } from '@/lib/content/docs';
import { copyProject } from '@/scripts/lib/project-copy.mjs';

const NAME = 'every-front-matter-problem-of-every-file-is-reported-at-once';
const FIXTURE = `tests/fixtures/${NAME}`;

/** What an author reads, in order: one line per problem, each `file:line: what to do`. */
const EXPECTED = [
  `${FIXTURE}/docs/guide/_category_.json:1: "colapsed" is not a field this site knows: did you mean "collapsed"?`,
  `${FIXTURE}/docs/guide/typo.md:3: \`sidebar_postion:\` is not a field this site knows: did you mean \`sidebar_position:\`?`,
  `${FIXTURE}/docs/guide/typo.md:4: \`hide_tittle:\` is not a field this site knows: did you mean \`hide_title:\`?`,
  `${FIXTURE}/docs/guide/wrong-type.md:3: \`sidebar_position:\` is the text "first"; write a number, as in \`sidebar_position: 2\``,
  `${FIXTURE}/docs/guide/wrong-type.md:4: \`toc_max_heading_level:\` is the number 9; use 6 or less`,
  `${FIXTURE}/docs/index.md:1: add \`title:\`, the page's name, shown as its heading, in the sidebar and in the browser tab, or start the page with a \`# Heading\`, which is then its title`,
];

describe('front matter problems, as an author reads them', () => {
  it('the build reports every problem of every file at once, without a stack trace', () => {
    let error: Error | undefined;
    try {
      loadDocsVersion({ docsDir: path.join(process.cwd(), FIXTURE, 'docs'), showDrafts: false });
    } catch (caught) {
      error = caught as Error;
    }
    const lines = error?.message.split('\n') ?? [];
    expect(lines[0]).toBe('The content has 6 problems; fix them all, then build again:');
    expect(
      lines
        .slice(1)
        .map((line) => line.replace(/^ {2}- /, ''))
        .sort(),
    ).toEqual(EXPECTED);
    expect(error?.stack).toBe(error?.message);
  });

  it('npm run build stops before compiling a page with the same list, and no stack trace', () => {
    // The build's first step, the content stage, in a copy of the project: it writes the content index there.
    const project = copyProject(process.cwd(), 'plumbline-front-matter-');
    fs.cpSync(FIXTURE, path.join(project, FIXTURE), { recursive: true });
    const env: NodeJS.ProcessEnv = { ...process.env, PLUMBLINE_CONTENT_DIR: path.join(project, FIXTURE) };
    delete env.PLUMBLINE_SHARD;
    const child = spawnSync(
      path.join(project, 'node_modules', '.bin', 'tsx'),
      ['--tsconfig', 'tsconfig.json', 'scripts/content-stage.mts'],
      { cwd: project, encoding: 'utf8', env },
    );
    fs.rmSync(project, { recursive: true, force: true });
    expect(child.status).toBe(1);
    const lines = child.stderr.split('\n').filter((line) => line.startsWith(FIXTURE));
    expect(lines).toEqual(EXPECTED);
    expect(child.stderr).toContain('The build stopped before compiling pages: the content has 6 problems.');
    expect(child.stderr).not.toMatch(/\bat \S+ \(|node:internal|ZodError/);
  });
});
