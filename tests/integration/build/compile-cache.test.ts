import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '@/scripts/lib/project-copy.mjs';

/** The content stage, run as `npm run build` runs it, in a copy of the project. */
function stage(dir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  delete env.PLUMBLINE_CONTENT_DIR;
  delete env.PLUMBLINE_SHARD;
  const child = spawnSync(
    path.join(dir, 'node_modules', '.bin', 'tsx'),
    ['--tsconfig', 'tsconfig.json', 'scripts/content-stage.mts'],
    { cwd: dir, env, encoding: 'utf8' },
  );
  const output = `${child.stdout}\n${child.stderr}`;
  expect(child.status, output.slice(-3000)).toBe(0);
  const counts = /content: ([\d,]+) pages, ([\d,]+) compiled, ([\d,]+) from cache/.exec(output);
  expect(counts, output.slice(-3000)).not.toBeNull();
  const [pages, compiled, cached] = counts!.slice(1).map((n) => Number(n.replace(/,/g, '')));
  return { pages, compiled, cached, output };
}

function edit(file: string, change: (text: string) => string) {
  fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));
}

describe('the compile cache, from one build to the next', () => {
  let dir: string;
  let pages: number;

  beforeAll(() => {
    dir = copyProject(process.cwd(), 'plumbline-compile-cache-');
    const first = stage(dir);
    pages = first.pages;
    expect(first.compiled).toBe(pages);
  });

  afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('compiles no page when nothing changed, and still writes every .md copy and the search index', () => {
    const again = stage(dir);
    expect(again).toMatchObject({ pages, compiled: 0, cached: pages });
    const out = path.join(dir, '.plumbline', 'stage', 'out');
    expect(fs.readFileSync(path.join(out, 'security.md'), 'utf8')).toMatch(/^# /);
    expect(fs.readdirSync(path.join(out, 'search-index')).some((name) => name.endsWith('.json'))).toBe(true);
    expect(fs.existsSync(path.join(out, 'llms-full.txt'))).toBe(true);
  });

  it('compiles the one page whose text changed, and its .md copy says what it now says', () => {
    edit(path.join(dir, 'content/docs/security.md'), (text) => `${text}\n\nA sentence saved since the last build.\n`);
    const after = stage(dir);
    expect(after).toMatchObject({ pages, compiled: 1, cached: pages - 1 });
    expect(fs.readFileSync(path.join(dir, '.plumbline/stage/out/security.md'), 'utf8')).toContain(
      'A sentence saved since the last build.',
    );
  });

  it('compiles the pages that show an example file when it changes, and no other', () => {
    const showing = fs
      .readdirSync(path.join(dir, 'content/docs'), { recursive: true })
      .map(String)
      .filter((file) => /\.mdx?$/.test(file))
      .filter((file) =>
        fs.readFileSync(path.join(dir, 'content/docs', file), 'utf8').includes('nba/semantics/games.yml'),
      );
    expect(showing.length).toBeGreaterThan(0);
    edit(
      path.join(dir, 'content/examples/nba/semantics/games.yml'),
      (text) => `${text}\n# saved since the last build\n`,
    );
    expect(stage(dir)).toMatchObject({ pages, compiled: showing.length });
  });

  it('compiles a page added, and the pages whose links now reach it, and no other', () => {
    const linking = path.join(dir, 'content/docs/quick-start.md');
    edit(linking, (text) => `${text}\n\nSee [the new page](./a-page-added.md).\n`);
    // Linking to a page not there yet: only the edited page compiles, with a broken-link warning.
    expect(stage(dir)).toMatchObject({ pages, compiled: 1 });
    fs.writeFileSync(path.join(dir, 'content/docs/a-page-added.md'), '---\ntitle: A page added\n---\n\nNew.\n');
    const after = stage(dir);
    expect(after).toMatchObject({ pages: pages + 1, compiled: 2, cached: pages - 1 });
    expect(fs.readFileSync(path.join(dir, '.plumbline/stage/out/quick-start.md'), 'utf8')).toMatch(
      /\]\([^)]*\/a-page-added\)/,
    );
    fs.rmSync(path.join(dir, 'content/docs/a-page-added.md'));
    expect(stage(dir)).toMatchObject({ pages, compiled: 1 });
  });

  it('compiles every page when a Markdown plugin or the site config changes', () => {
    edit(path.join(dir, 'lib/mdx/remark-admonitions.ts'), (text) => `${text}\n// A change to the pipeline.\n`);
    expect(stage(dir)).toMatchObject({ pages, compiled: pages, cached: 0 });
    edit(path.join(dir, 'lib/site-config.ts'), (text) => `${text}\n// A change to the site config.\n`);
    expect(stage(dir)).toMatchObject({ pages, compiled: pages, cached: 0 });
  });
});
