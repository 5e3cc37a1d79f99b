import { expect, test } from '@playwright/test';
import {
  expectNoReload,
  hotReloadHeard,
  logTail,
  openLive,
  recordTab,
  startDevServer,
  untilSearchWarmedUp,
  type DevServer,
} from '../helpers/playwright/dev-server';

// An author saves a file under content/ and the open page follows, under a real
// `next dev` on a copy of the project. Waits are on states (text shown, attributes), never sleeps.
test.describe.configure({ mode: 'serial' });

let server: DevServer;
const PAGE = 'content/docs/agent/create-agent.md';

test.beforeAll(async () => {
  server = await startDevServer();
  await untilSearchWarmedUp(server);
});

let tab: string[] = [];
test.beforeEach(({ page }) => {
  tab = recordTab(page);
});

// A failure under a real dev server is rarely reproducible: its report carries what the tab and the
// server did, in CI's output.
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  const report = `--- the tab ---\n${tab.join('\n')}\n--- the dev server's log, last lines ---\n${logTail(server)}`;
  await testInfo.attach('dev-server-report', { body: report, contentType: 'text/plain' });
  console.log(report);
});

test.afterAll(async () => {
  await server?.stop();
});

test('a saved page updates in the open tab without a reload, keeping the scroll position', async ({ page }) => {
  await openLive(page, server, '/agent/create-agent');
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  server.write(PAGE, `${server.read(PAGE)}\nA sentence saved while the page was open.\n`);
  await expect(page.getByText('A sentence saved while the page was open.')).toBeAttached();
  await expectNoReload(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(600);
});

test("a page's .md copy and llms-full.txt say what was saved", async ({ request }) => {
  server.write(PAGE, `${server.read(PAGE)}\nA sentence for the Markdown copy.\n`);
  await expect
    .poll(async () => (await request.get(`${server.url}/agent/create-agent.md`)).text())
    .toContain('A sentence for the Markdown copy.');
  const copy = await request.get(`${server.url}/agent/create-agent.md`);
  expect(copy.headers()['content-type']).toMatch(/^text\/markdown/);
  expect(await copy.text()).toMatch(/^# Create an agent\n/);
  await expect
    .poll(async () => (await request.get(`${server.url}/llms-full.txt`)).text())
    .toContain('A sentence for the Markdown copy.');
});

test('the hot-reload socket is accepted from 127.0.0.1', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/WebSocket/i.test(message.text())) refused.push(message.text());
  });
  // The dev server speaks first on an accepted socket; a refused one closes without a frame.
  const heard = hotReloadHeard(page);
  await page.goto(`${server.url.replace('localhost', '127.0.0.1')}/agent/agent`);
  await heard;
  expect(refused).toEqual([]);
});

test('adding a page puts it in the sidebar of open pages, deleting it takes it out', async ({ page }) => {
  await openLive(page, server, '/agent/agent');
  const sidebar = page.getByRole('navigation', { name: 'Docs sidebar' });
  const added = 'content/docs/agent/added-while-open.md';
  server.write(
    added,
    '---\ntitle: Added while open\ndescription: A page saved while the site was open.\nsidebar_position: 99\n---\n\nNew.\n',
  );
  await expect(sidebar.getByRole('link', { name: 'Added while open' })).toBeVisible();
  await expectNoReload(page);
  // The new page opens on the first click, without a reload.
  await sidebar.getByRole('link', { name: 'Added while open' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Added while open' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toHaveCount(0);
  await expectNoReload(page);
  await openLive(page, server, '/agent/agent');
  server.remove(added);
  await expect(sidebar.getByRole('link', { name: 'Added while open' })).toHaveCount(0);
  await expectNoReload(page);
});

test("a category page's cards follow a page added and removed, and a card opens its page", async ({ page }) => {
  await openLive(page, server, '/category/agents');
  const cards = page.locator('.card-list a.doc-card');
  const added = 'content/docs/agent/card-while-open.md';
  server.write(
    added,
    '---\ntitle: Card while open\ndescription: A page saved while its category page was open.\nsidebar_position: 99\n---\n\nNew.\n',
  );
  const card = cards.filter({ hasText: 'Card while open' });
  await expect(card).toContainText('A page saved while its category page was open.');
  await expectNoReload(page);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Card while open' })).toBeVisible();
  await expectNoReload(page);
  await openLive(page, server, '/category/agents');
  server.remove(added);
  await expect(cards.filter({ hasText: 'Card while open' })).toHaveCount(0);
  await expect(cards.filter({ hasText: 'Create an agent' })).toHaveCount(1);
  await expectNoReload(page);
});

test('a draft page is served by the dev server and tells its author it is a draft', async ({ page }) => {
  const draft = 'content/docs/agent/draft-in-progress.md';
  server.write(
    draft,
    '---\ntitle: Draft in progress\ndescription: A page still being written.\ndraft: true\n---\n\nNot ready yet.\n',
  );
  // Opened once the server has taken the save in: a tab still loading when Next's hot reload
  // reports the save may be loaded again, which would read as a reload below.
  await expect.poll(async () => (await page.request.get(`${server.url}/agent/draft-in-progress`)).status()).toBe(200);
  await openLive(page, server, '/agent/draft-in-progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Draft in progress' })).toBeVisible();
  const notice = page.getByRole('complementary', { name: 'Draft' });
  await expect(notice).toContainText('a build leaves it out of the site');
  // Published, it is an ordinary page.
  server.write(
    draft,
    '---\ntitle: Draft in progress\ndescription: A page still being written.\n---\n\nNot ready yet.\n',
  );
  await expect(notice).toHaveCount(0);
  await expect(page.getByText('Not ready yet.')).toBeVisible();
  await expectNoReload(page);
  server.remove(draft);
});

test('an example file saved is shown by the page that includes it', async ({ page }) => {
  await openLive(page, server, '/nba/schema_for_nba');
  const example = 'content/examples/nba/schema/team_d.yml';
  const saved = server.read(example);
  server.write(example, `# Saved while the page was open\n${saved}`);
  await expect(page.getByText('# Saved while the page was open')).toBeAttached();
  await expectNoReload(page);
  // Put back, and seen to be back, so no change of this test is still on its way when the next opens its page.
  server.write(example, saved);
  await expect(page.getByText('# Saved while the page was open')).toHaveCount(0);
});

test('a broken front matter shows its file and line, and the next good save brings the page back', async ({ page }) => {
  await openLive(page, server, '/agent/create-agent');
  const good = server.read(PAGE);
  server.write(PAGE, good.replace('sidebar_position: 2', 'sidebar_postion: 2'));
  await expect(
    page
      .getByText(`${PAGE}:5: \`sidebar_postion:\` is not a field this site knows: did you mean \`sidebar_position:\`?`)
      .first(),
  ).toBeAttached();
  server.write(PAGE, good);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an agent' })).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});

test('search answers from the saved text on the next query', async ({ page }) => {
  await openLive(page, server, '/agent/create-agent');
  const input = page.getByRole('combobox', { name: 'Search', exact: true });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  await input.fill('quokkaplumb');
  await expect(page.getByText('No results')).toBeVisible();
  server.write(PAGE, `${server.read(PAGE)}\n## Quokkaplumb heading\n\nSaved for search.\n`);
  await expect(page.getByRole('heading', { name: 'Quokkaplumb heading' })).toBeAttached();
  await input.fill('');
  await input.fill('quokkaplumb');
  await expect(suggestions.getByRole('option').first()).toContainText('Quokkaplumb heading');
});

test('when the search warm-up has built the full indexes, open pages refresh to name them, without a reload', async ({
  page,
}) => {
  // This small site's warm-up ends before any page opens, so its state is written here the way the
  // server writes it (lib/search/search-warm-up.ts): running, then done, each a whole file put in
  // place by a rename. Each is a module change, and the page must fetch its server components again.
  // Written in place, the file could be read between its truncation and its write: a JSON error in
  // each entry that imports it, and while any entry has an error Next announces no change
  // (notifyServerComponentChanges in next/dist/server/dev/hot-reloader-turbopack.js).
  const warmUp = '.plumbline/search-warm-up.json';
  expect(server.read(warmUp)).toBe('{"running":false}\n');
  await openLive(page, server, '/agent/create-agent');
  const refresh = () =>
    page.waitForRequest(
      (request) =>
        request.headers()['rsc'] === '1' &&
        !request.headers()['next-router-prefetch'] &&
        new URL(request.url()).pathname === '/agent/create-agent',
      // A refresh after a module change waits for Next to recompile the page, which on a cold
      // dev server can outlast the default 30 s.
      { timeout: 60_000 },
    );
  const running = refresh();
  server.replace(warmUp, '{"running":true}\n');
  await running;
  const done = refresh();
  server.replace(warmUp, '{"running":false}\n');
  await done;
  await expectNoReload(page);
});

test('a page that no longer compiles shows its file and line, and the next good save brings it back', async ({
  page,
}) => {
  await openLive(page, server, '/agent/create-agent');
  const good = server.read(PAGE);
  // An image that is not there stops the compile: the content stage keeps the problem, the page shows it.
  server.write(PAGE, `${good}\n![A chart](./no-such-chart.png)\n`);
  const line = good.split('\n').length + 1;
  await expect(
    page.getByText(new RegExp(`no-such-chart\\.png.* not found: referenced in ${PAGE} at line ${line}`)).first(),
  ).toBeAttached();
  server.write(PAGE, good);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an agent' })).toBeVisible();
  await expect(page.getByText('This page crashed.')).toHaveCount(0);
});
