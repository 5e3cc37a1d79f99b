import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '@/scripts/lib/project-copy.mjs';

const BROKEN_DOCS = 'tests/fixtures/html-and-components-the-site-cannot-render-stop-npm-run-check/docs';
const BLOG = 'tests/fixtures/a-blog-with-two-posts';

/**
 * The build's first step over a site whose front matter is sound but four of whose pages cannot
 * compile: the author reads every failing page at once, each problem once, and no stack trace.
 */
describe('a build with several pages that do not compile', () => {
  let dir: string;
  let result: { status: number | null; stderr: string };

  beforeAll(() => {
    dir = copyProject(process.cwd(), 'plumbline-failing-pages-');
    const site = path.join(dir, 'site');
    fs.cpSync(BROKEN_DOCS, path.join(site, 'docs'), { recursive: true });
    for (const folder of ['blog', 'pages'])
      fs.cpSync(path.join(BLOG, folder), path.join(site, folder), { recursive: true });
    const env: NodeJS.ProcessEnv = { ...process.env, PLUMBLINE_CONTENT_DIR: site };
    delete env.PLUMBLINE_SHARD;
    const child = spawnSync(
      path.join(dir, 'node_modules', '.bin', 'tsx'),
      ['--tsconfig', 'tsconfig.json', 'scripts/content-stage.mts'],
      { cwd: dir, env, encoding: 'utf8' },
    );
    result = { status: child.status, stderr: child.stderr };
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('stops, naming how many pages failed', () => {
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The build stopped: 4 pages did not compile. Every problem found:');
  });

  it('lists every problem of every failing page once, with its file, line and column, and no stack trace', () => {
    const located = [
      'site/docs/iframe.md:11:1',
      'site/docs/partial-import.mdx:7:1',
      'site/docs/script.md:9:1',
      'site/docs/video-component.mdx:9:1',
      'site/docs/video-component.mdx:11:10',
    ];
    for (const at of located) expect(result.stderr.split(at).length - 1, at).toBe(1);
    expect(result.stderr).not.toMatch(/\bat \S+ \(|node:internal|\.next\//);
  });

  it('lists the pages in the same order on every run, whichever compile process finished first', () => {
    const order = ['iframe.md', 'partial-import.mdx', 'script.md', 'video-component.mdx'];
    const docs = path.join(dir, 'site', 'docs');
    expect(fs.readdirSync(docs).filter((name) => order.includes(name)).length).toBe(4);
    const positions = order.map((name) => result.stderr.indexOf(`site/docs/${name}:`));
    expect(positions.every((at) => at >= 0)).toBe(true);
    // The docs loader's order, alphabetical here: the page inputs' order, not the processes'.
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
