import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IndexRoot } from '@/lib/search/index-format';
import { pagePieceName } from '@/lib/search/index-format';
import { inTempProject } from '../dev/temp-project';
import { filesUnder } from './files-under';

const project = inTempProject('search-index-files-', ['plumbline.build-cache']);

/** A build's post-`next build` step, in a fresh process over this project's content. */
function buildProcess() {
  return project.freshProcess(async () => ({
    files: await import('@/lib/build/search-index-files'),
    plan: await import('@/lib/search/site-plan'),
    siteIndex: await import('@/lib/search/site-index'),
    render: await import('@/lib/content/render'),
  }));
}

beforeAll(() => {
  fs.cpSync(path.join(__dirname, '../../../content'), path.join(project.dir, 'content'), { recursive: true });
  // The step runs as the build's workers do (scripts/build.mjs), so it names files as they did.
  vi.stubEnv('NODE_ENV', 'production');
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', path.join(project.dir, 'content'));
});

afterAll(() => {
  vi.unstubAllEnvs();
});

describe('the search index a build writes after next build', () => {
  it('names each root as the pages name it, and holds every piece a root names', async () => {
    const { files, siteIndex } = await buildProcess();
    const out = path.join(project.dir, 'out-named');
    const written = await files.writeSearchIndexes(out);
    const roots = fs.readdirSync(path.join(out, 'search-index')).filter((name) => name.endsWith('.json'));
    expect(roots.sort()).toEqual(Object.values(siteIndex.getSearchSetup().files).sort());
    const pieces = new Set(fs.readdirSync(path.join(out, 'search-index', 'pieces')));
    expect(pieces.size).toBe(written.pieces);
    for (const name of roots) {
      const root = JSON.parse(fs.readFileSync(path.join(out, 'search-index', name), 'utf8')) as IndexRoot;
      const indexId = name.replace(/-[0-9a-f]{12}\.json$/, '');
      const named = [...root.postings.map(([, piece]) => piece), ...root.pages.map(([hash]) => pagePieceName(indexId, hash))];
      expect(named.filter((piece) => !pieces.has(piece)), name).toEqual([]);
    }
  });

  it('writes the same bytes from the sections rendered pages left as from outlining every page (a shard that rendered none)', async () => {
    const outlinedOnly = await buildProcess();
    const outlinedDir = path.join(project.dir, 'out-outlined');
    const outlined = await outlinedOnly.files.writeSearchIndexes(outlinedDir);
    expect(outlined.rendered).toBe(0);

    // The build renders every page, and each leaves its compile's sections.
    const build = await buildProcess();
    for (const plan of build.plan.getSiteSearchPlan().indexes) {
      for (const { file } of plan.pages) await build.render.getCompiledPage({ sourcePath: file.absPath, body: file.body, bodyStartLine: file.bodyStartLine, format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md' });
    }
    const renderedDir = path.join(project.dir, 'out-rendered');
    const rendered = await (await buildProcess()).files.writeSearchIndexes(renderedDir);
    expect(rendered).toEqual({ ...outlined, rendered: outlined.outlined, outlined: 0 });
    expect(filesUnder(renderedDir)).toEqual(filesUnder(outlinedDir));
  });
});
