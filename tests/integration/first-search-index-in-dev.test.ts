import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { pagePieceName, type IndexRoot, type PagePiece } from '@/lib/search/index-format';
import { inTempProject } from '@/tests/helpers/temp-project';

const project = inTempProject('first-search-', ['plumbline.build-cache', 'plumbline.dev-server']);

const REPOSITORY = process.cwd();
const CONTENT_INDEX = path.join(REPOSITORY, '.plumbline/content-index.json');
const WARM_UP = path.join(REPOSITORY, '.plumbline/search-warm-up.json');

/**
 * What `npm run dev` writes and Next imports: the content index (its stamp, and the files saved
 * since the start) and whether the warm-up runs. A new value is a module change: Next runs the
 * code that imports it again, in the same process, keeping what that process holds.
 */
async function hotReload(state: { stamp: string; saved: string[]; warmingUp: boolean }) {
  vi.doMock(CONTENT_INDEX, () => ({
    default: { root: path.join(project.dir, 'content'), stamp: state.stamp, saved: state.saved },
  }));
  vi.doMock(WARM_UP, () => ({ default: { running: state.warmingUp } }));
  vi.resetModules();
  return {
    siteIndex: await import('@/lib/search/site-index'),
    sitePlan: await import('@/lib/search/site-plan'),
    render: await import('@/lib/content/render'),
  };
}

/** A `next dev` server that has just started: the search warm-up begun. */
async function startedServer() {
  return project.freshProcess(() => hotReload({ stamp: 'start', saved: [], warmingUp: true }));
}

beforeAll(() => {
  fs.cpSync(path.join(REPOSITORY, 'content'), path.join(project.dir, 'content'), { recursive: true });
  vi.stubEnv('NODE_ENV', 'development');
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', path.join(project.dir, 'content'));
});

afterAll(() => {
  vi.unstubAllEnvs();
});

type Server = Awaited<ReturnType<typeof hotReload>>;

/** The served root, and each page's URL with its section count and page piece. */
async function servedRoot({ siteIndex, sitePlan }: Server, indexId: string) {
  const plan = sitePlan.getSiteSearchPlan().indexes.find((p) => p.indexId === indexId)!;
  const root = JSON.parse((await siteIndex.getSearchIndexFile(plan.name))!) as IndexRoot;
  const pages = new Map(
    plan.pages.map(({ route }, i) => [
      route.path,
      { sections: root.pages[i][1], piece: pagePieceName(indexId, root.pages[i][0]) },
    ]),
  );
  return { plan, pages };
}

test('during the first warm-up, search answers at once from every title and the pages just saved; then from the full index', async () => {
  const { siteIndex: startIndex, sitePlan: startPlan, render: startRender } = await startedServer();
  const { indexId, pages } = startPlan.getSiteSearchPlan().indexes.find((p) => p.pages.length > 3)!;
  const [outlined, saved, untouched] = pages;
  const sectionsOf = async (page: (typeof pages)[number]) =>
    (await startRender.getSearchOutline(startPlan.plannedPageInput(page))).sections.length;

  // Pages rendered now name the first index, so the warm-up's end gives them a new name to load.
  expect(startIndex.getSearchSetup().files[indexId]).toMatch(new RegExp(`^${indexId}-[0-9a-f]{12}\\.json\\?first$`));

  await sectionsOf(outlined);
  fs.appendFileSync(saved.sourcePath, '\n## Quokka notes\n\nA word only this save wrote.\n');
  const server = await hotReload({
    stamp: 'saved',
    saved: [path.relative(project.dir, saved.sourcePath)],
    warmingUp: true,
  });
  const { siteIndex } = server;
  const first = await servedRoot(server, indexId);
  // Outlined already, but indexing every outline made so far would cost as much as the full index.
  expect(first.pages.get(outlined.route.path)!.sections).toBe(1);
  // The saved page as it is now, its new heading a section of its own.
  const savedNow = first.plan.pages.find((p) => p.route.path === saved.route.path)!;
  expect(startPlan.plannedPageInput(savedNow).body).toContain('Quokka notes');
  expect(first.pages.get(saved.route.path)!.sections).toBe(await sectionsOf(savedNow));
  // A page nobody has outlined yet is there by its title alone.
  expect(first.pages.get(untouched.route.path)!.sections).toBe(1);
  const titleOnly = JSON.parse(
    (await siteIndex.getSearchPiece(first.pages.get(untouched.route.path)!.piece))!,
  ) as PagePiece;
  expect(titleOnly.page[0]).toBe(untouched.route.title);
  expect(titleOnly.sections.map((section) => section[2])).toEqual(['']);

  await siteIndex.warmSearchIndexes(async () => {});
  // The warm-up's end is a module change too: pages rendered from now on name the full index.
  const warm = await hotReload({
    stamp: 'saved',
    saved: [path.relative(project.dir, saved.sourcePath)],
    warmingUp: false,
  });
  expect(warm.siteIndex.getSearchSetup().files[indexId]).toMatch(new RegExp(`^${indexId}-[0-9a-f]{12}\\.json$`));
  const built = await servedRoot(warm, indexId);
  expect(built.pages.get(untouched.route.path)!.sections).toBe(await sectionsOf(untouched));
  expect(await sectionsOf(untouched)).toBeGreaterThan(1);
  expect(built.pages.get(saved.route.path)!.sections).toBe(await sectionsOf(savedNow));
  // A reader still holding the first index gets its pieces until the refreshed page names the full one.
  expect(await warm.siteIndex.getSearchPiece(first.pages.get(untouched.route.path)!.piece)).toBeDefined();
});
