import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { IndexRoot } from '@/lib/search/index-format';
import { pagePieceName } from '@/lib/search/index-format';
import { inTempProject } from '@/tests/helpers/temp-project';
import { filesUnder } from '@/tests/helpers/files-under';
import { OUTLINES_DIR } from '@/lib/build/shard-outlines.mjs';

/** The repository, read before the tests move into the temporary project. */
const REPOSITORY = process.cwd();
const project = inTempProject('search-index-files-', ['plumbline.build-cache']);

/** A build's post-`next build` step, in a fresh process over this project's content. */
function buildProcess() {
  return project.freshProcess(async () => ({
    files: await import('@/lib/build/search-index-files'),
    plan: await import('@/lib/search/site-plan'),
    siteIndex: await import('@/lib/search/site-index'),
    compile: await import('@/lib/mdx/compile'),
    links: await import('@/lib/content/link-targets'),
    searchOutlines: await import('@/lib/build/search-outlines'),
  }));
}

beforeAll(() => {
  fs.cpSync(path.join(REPOSITORY, 'content'), path.join(project.dir, 'content'), { recursive: true });
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
      const named = [
        ...root.postings.map(([, piece]) => piece),
        ...root.pages.map(([hash]) => pagePieceName(indexId, hash)),
      ];
      expect(
        named.filter((piece) => !pieces.has(piece)),
        name,
      ).toEqual([]);
    }
  });

  it('writes the same bytes from the sections the content stage left as from outlining every page', async () => {
    const outlinedOnly = await buildProcess();
    const outlinedDir = path.join(project.dir, 'out-outlined');
    const outlined = await outlinedOnly.files.writeSearchIndexes(outlinedDir);
    expect(outlined.rendered).toBe(0);

    // The stage compiles every page, and leaves each compile's sections.
    const build = await buildProcess();
    for (const plan of build.plan.getSiteSearchPlan().indexes) {
      for (const page of plan.pages) {
        const input = build.plan.plannedPageInput(page);
        const { sections } = await build.compile.compileMarkdownSource(input, {
          routesBySource: build.links.getRoutesBySource(),
          docIdsBySource: build.links.getDocIdsBySource(),
        });
        build.searchOutlines.keepSearchSections(input, sections);
      }
    }
    const renderedDir = path.join(project.dir, 'out-rendered');
    const rendered = await (await buildProcess()).files.writeSearchIndexes(renderedDir);
    expect(rendered).toEqual({ ...outlined, rendered: outlined.outlined, outlined: 0 });
    expect(filesUnder(renderedDir)).toEqual(filesUnder(outlinedDir));
  });

  it('gives a root a new name when an example file its pages show changes, and keeps each unchanged root under its name', async () => {
    const rootsIn = async (name: string) => {
      const dir = path.join(project.dir, name);
      // As after a fresh next build, which empties .next/: no page's sections are left from before.
      fs.rmSync(path.join(project.dir, OUTLINES_DIR), { recursive: true, force: true });
      await (await buildProcess()).files.writeSearchIndexes(dir);
      const roots = path.join(dir, 'search-index');
      return new Map(
        fs
          .readdirSync(roots)
          .filter((file) => file.endsWith('.json'))
          .map((file) => [file, fs.readFileSync(path.join(roots, file), 'utf8')]),
      );
    };
    const example = path.join(project.dir, 'content/examples/nba/schema/game_f.yml');
    const before = await rootsIn('out-example-before');
    const original = fs.readFileSync(example, 'utf8');
    try {
      fs.writeFileSync(example, original.replace(/^(\s*)(\w+):/m, '$1$2_renamed:'));
      const after = await rootsIn('out-example-after');
      // A browser may keep a root under its name: a root that kept its name must be the same file.
      const keptButChanged = [...after]
        .filter(([name, json]) => before.has(name) && before.get(name) !== json)
        .map(([name]) => name);
      expect(keptButChanged).toEqual([]);
      const renamed = [...before.keys()]
        .filter((name) => !after.has(name))
        .map((name) => name.replace(/-[0-9a-f]{12}\.json$/, ''));
      // The three pages that show game_f.yml: the quick start, the schema layer and the NBA schema.
      expect(renamed.sort()).toEqual(['metadata', 'rest', 'working-with-nba-dataset']);
    } finally {
      fs.writeFileSync(example, original);
    }
  });

  it('names the roots the same when the project is built in another folder, as shards on other machines are', async () => {
    const names = async () => Object.values((await buildProcess()).siteIndex.getSearchSetup().files).sort();
    const here = await names();
    const elsewhere = path.join(project.dir, 'elsewhere', 'content');
    fs.cpSync(path.join(project.dir, 'content'), elsewhere, { recursive: true });
    vi.stubEnv('PLUMBLINE_CONTENT_DIR', elsewhere);
    try {
      expect(await names()).toEqual(here);
    } finally {
      vi.stubEnv('PLUMBLINE_CONTENT_DIR', path.join(project.dir, 'content'));
    }
  });
});
