import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { pagePieceName, type IndexRoot, type PagePiece } from '@/lib/search/index-format';
import { inTempProject } from './temp-project';

const project = inTempProject('first-search-', [
  'plumbline.content-changes',
  'plumbline.search-warm-up',
  'plumbline.build-cache',
  'plumbline.index-store',
  'plumbline.outline-store',
]);

/** A `next dev` server that has just started: the content watcher on, the search warm-up begun. */
async function startedServer() {
  return project.freshProcess(async () => {
    const changes = await import('@/lib/dev/content-changes');
    const warmUp = await import('@/lib/dev/search-warm-up');
    const siteIndex = await import('@/lib/search/site-index');
    const sitePlan = await import('@/lib/search/site-plan');
    const render = await import('@/lib/content/render');
    changes.enableContentChanges();
    warmUp.searchWarmUpStarted();
    return { changes, warmUp, siteIndex, sitePlan, render };
  });
}

beforeAll(() => {
  fs.cpSync(path.join(__dirname, '../../../content'), path.join(project.dir, 'content'), { recursive: true });
  vi.stubEnv('NODE_ENV', 'development');
  vi.stubEnv('PLUMBLINE_CONTENT_DIR', path.join(project.dir, 'content'));
});

afterAll(() => {
  vi.unstubAllEnvs();
});

type Server = Awaited<ReturnType<typeof startedServer>>;

/** The served root, and each page's URL with its section count and page piece. */
async function servedRoot({ siteIndex, sitePlan }: Server, indexId: string) {
  const plan = sitePlan.getSiteSearchPlan().indexes.find((p) => p.indexId === indexId)!;
  const root = JSON.parse((await siteIndex.getSearchIndexFile(plan.served))!) as IndexRoot;
  const pages = new Map(plan.pages.map(({ route }, i) => [route.path, { sections: root.pages[i][1], piece: pagePieceName(indexId, root.pages[i][0]) }]));
  return { plan, pages };
}

test('during the first warm-up, search answers at once from every title and the pages just saved; then from the full index', async () => {
  const server = await startedServer();
  const { changes, warmUp, siteIndex, sitePlan, render } = server;
  const { indexId, pages } = sitePlan.getSiteSearchPlan().indexes.find((p) => p.pages.length > 3)!;
  const [outlined, saved, untouched] = pages;
  const sectionsOf = async ({ file }: (typeof pages)[number]) =>
    (await render.getSearchOutline({ sourcePath: file.absPath, body: file.body, bodyStartLine: file.bodyStartLine, format: file.absPath.endsWith('.mdx') ? 'mdx' : 'md' })).sections.length;

  // Pages rendered now name the first index, so the warm-up's end gives them a new name to load.
  expect(siteIndex.getSearchSetup().files[indexId]).toMatch(/\?v=[0-9a-f]{12}&first$/);

  await sectionsOf(outlined);
  fs.appendFileSync(saved.file.absPath, '\n## Quokka notes\n\nA word only this save wrote.\n');
  changes.publishContentChange(path.relative(project.dir, saved.file.absPath), 'change');
  const first = await servedRoot(server, indexId);
  // Outlined already, but indexing every outline made so far would cost as much as the full index.
  expect(first.pages.get(outlined.route.path)!.sections).toBe(1);
  // The saved page as it is now, its new heading a section of its own.
  const savedNow = first.plan.pages.find((p) => p.route.path === saved.route.path)!;
  expect(savedNow.file.body).toContain('Quokka notes');
  expect(first.pages.get(saved.route.path)!.sections).toBe(await sectionsOf(savedNow));
  // A page nobody has outlined yet is there by its title alone.
  expect(first.pages.get(untouched.route.path)!.sections).toBe(1);
  const titleOnly = JSON.parse((await siteIndex.getSearchPiece(first.pages.get(untouched.route.path)!.piece))!) as PagePiece;
  expect(titleOnly.page[0]).toBe(untouched.route.title);
  expect(titleOnly.sections.map((section) => section[2])).toEqual(['']);

  const ended = vi.fn();
  warmUp.onSearchWarmUpEnded(ended);
  await siteIndex.warmSearchIndexes(async () => {});
  warmUp.searchWarmUpEnded();
  expect(ended).toHaveBeenCalledTimes(1);

  expect(siteIndex.getSearchSetup().files[indexId]).toMatch(/\?v=[0-9a-f]{12}$/);
  const built = await servedRoot(server, indexId);
  expect(built.pages.get(untouched.route.path)!.sections).toBe(await sectionsOf(untouched));
  expect(await sectionsOf(untouched)).toBeGreaterThan(1);
  expect(built.pages.get(saved.route.path)!.sections).toBe(await sectionsOf(savedNow));
  // A reader still holding the first index gets its pieces until the refreshed page names the full one.
  expect(await siteIndex.getSearchPiece(first.pages.get(untouched.route.path)!.piece)).toBeDefined();
});
