import { expect, test, type Page } from '@playwright/test';
import { pageSettled, visit } from '../helpers/playwright/settle';

/*
 * Tabs and code blocks as a reader meets them on the built site. /agent/data-source shows the
 * connection fields per source in tabs of the group "data-source" (queryString "source"), and
 * /security's network allow-listing joins the same group.
 */
const DATA_SOURCE = '/agent/data-source';
const SECURITY = '/security';
const STORAGE_KEY = 'docusaurus.tab.data-source';
const FIRST = 'PostgreSQL, MySQL, Redshift, Synapse';
const LABELS = [FIRST, 'Snowflake', 'BigQuery', 'CSV/Excel upload'];

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
// Hidden panels included, so "hidden" means found and not shown rather than missing.
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name, exact: true, includeHidden: true });
const storedChoice = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

/**
 * Presses `key` on the focused tab until `label` is selected. A key pressed before the tab code
 * (its own chunk, fetched once the page has mounted) has run does nothing, and on a busy machine
 * it can run after the page has gone idle. keydown is a discrete event, and React has drawn its
 * update by the time the press returns, so no press that worked is followed by another.
 */
async function pressUntilSelected(page: Page, key: string, label: string): Promise<void> {
  await expect(async () => {
    if ((await tab(page, label).getAttribute('aria-selected')) !== 'true') await page.keyboard.press(key);
    expect(await tab(page, label).getAttribute('aria-selected')).toBe('true');
  }).toPass();
}

/**
 * Opens a page and waits until it has hydrated and gone idle; the tab code may still be to come
 * (`pressUntilSelected`).
 */
async function open(page: Page, path: string): Promise<void> {
  await visit(page, path);
  await pageSettled(page);
}

test.describe('tabs', () => {
  test('show the default tab first, hold every panel in the HTML, and hide the others', async ({ page, request }) => {
    const html = await (await request.get(DATA_SOURCE)).text();
    // The fields of every source are in the page as served, for search engines and readers without JavaScript.
    for (const field of ['Host', 'Account identifier', 'Service-account key', 'One or more'])
      expect(html).toContain(field);
    await open(page, DATA_SOURCE);
    await expect(page.getByRole('tab')).toHaveText(LABELS);
    await expect(tab(page, FIRST)).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, FIRST)).toBeVisible();
    for (const label of LABELS.slice(1)) await expect(panel(page, label)).toBeHidden();
  });

  test('keep their elements when the tab code arrives, so focus on a tab survives it', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // Every script chunk asked for once the page has loaded (the tab code among them) is held
    // until the tab has focus. Whether to hold is decided when the request comes, with nothing
    // awaited first, so every arrival is on the list before the test looks at it.
    let holding = false;
    const arrivals: Promise<unknown>[] = [];
    await page.route('**/_next/static/chunks/**', async (route) => {
      const arrival = (holding ? held : Promise.resolve())
        .then(() => route.continue())
        .then(() => route.request().response())
        .then((response) => response?.finished());
      arrivals.push(arrival);
      // A chunk asked for after the test's last wait (the search warm-up's, once the page is idle
      // under load) can still be on its way when the page closes, and its `finished()` then fails
      // the test after it passed. The arrivals the test waits for still fail it through the loop.
      await arrival.catch(() => undefined);
    });
    // At the load event, as Playwright has it: the tab code may still be to come.
    await page.goto(DATA_SOURCE, { waitUntil: 'load' });
    holding = true;
    await tab(page, FIRST).focus();
    const before = await tab(page, FIRST).elementHandle();
    release();
    // Not networkidle alone: the page may have reached it while the chunks were held, and then it
    // does not wait for them.
    for (let waited = -1; waited !== arrivals.length;) {
      waited = arrivals.length;
      await Promise.all(arrivals);
    }
    await pageSettled(page);
    await pressUntilSelected(page, 'ArrowRight', 'Snowflake');
    // The key reached the tab list only because focus stayed on the first tab.
    await expect(tab(page, 'Snowflake')).toBeFocused();
    expect(await before!.evaluate((element) => element.isConnected)).toBe(true);
  });

  test('move with the arrow keys, Home and End, showing each tab as it gets focus, and hand Tab on to the panel', async ({
    page,
  }) => {
    await open(page, DATA_SOURCE);
    await tab(page, FIRST).focus();
    const expectShown = async (label: string) => {
      await expect(tab(page, label)).toBeFocused();
      await expect(tab(page, label)).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page, label)).toBeVisible();
      for (const other of LABELS.filter((l) => l !== label)) await expect(panel(page, other)).toBeHidden();
    };
    // The first key waits for the tab code; the ones after it each move one tab.
    await pressUntilSelected(page, 'ArrowRight', 'Snowflake');
    await expectShown('Snowflake');
    expect(await tab(page, 'Snowflake').evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await page.keyboard.press('End');
    await expectShown('CSV/Excel upload');
    await page.keyboard.press('ArrowRight');
    await expectShown(FIRST);
    await page.keyboard.press('ArrowLeft');
    await expectShown('CSV/Excel upload');
    await page.keyboard.press('Home');
    await expectShown(FIRST);
    // Only the selected tab is in the Tab order: Tab leaves the tab list for the panel it shows.
    await page.keyboard.press('Tab');
    await expect(panel(page, FIRST)).toBeFocused();
  });

  test('a choice holds on the next page of the group, across a reload, and in the URL', async ({ page }) => {
    await open(page, DATA_SOURCE);
    await tab(page, 'Snowflake').click();
    await expect(panel(page, 'Snowflake')).toBeVisible();
    expect(await storedChoice(page)).toBe('snowflake');
    await expect(page).toHaveURL(/\/agent\/data-source\?source=snowflake$/);

    // Client navigation to the security page: its network allow-listing tabs show Snowflake at once.
    await page.getByRole('main').getByRole('link', { name: 'security page' }).first().click();
    await expect(page).toHaveURL(/\/security#read-only-database-users$/);
    await expect(tab(page, 'Snowflake')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Snowflake')).toContainText('CREATE NETWORK POLICY');
    await expect(panel(page, 'PostgreSQL')).toBeHidden();

    await page.reload();
    await pageSettled(page);
    await expect(tab(page, 'Snowflake')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'PostgreSQL')).toBeHidden();

    // A fresh load of the first page, without the query string, still shows the stored choice.
    await open(page, DATA_SOURCE);
    await expect(tab(page, 'Snowflake')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, FIRST)).toBeHidden();
  });

  test('open on the tab a link names in its query string', async ({ page }) => {
    await open(page, `${DATA_SOURCE}?source=bigquery`);
    await expect(tab(page, 'BigQuery')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'BigQuery')).toContainText('BigQuery Data Viewer');
    // The link's choice is the group's on this page, without replacing what the reader stored.
    expect(await storedChoice(page)).toBeNull();
  });

  test('follow a choice made in another browser tab', async ({ context }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await open(first, DATA_SOURCE);
    await open(second, SECURITY);
    await tab(first, 'Snowflake').click();
    await expect(tab(second, 'Snowflake')).toHaveAttribute('aria-selected', 'true');
  });
});

test.describe('tabs without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('show every panel under its label, and no tab list that could not work', async ({ page }) => {
    await page.goto(DATA_SOURCE);
    await expect(page.getByRole('tablist')).toBeHidden();
    for (const label of LABELS)
      await expect(page.locator('.tabs-panel-label', { hasText: label }).first()).toBeVisible();
    await expect(page.getByText('Account identifier', { exact: true })).toBeVisible();
  });
});

test.describe('code blocks', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  /** The fenced block of a page's Markdown copy whose opening line starts with `fence`, as its lines. */
  async function sourceBlock(page: Page, path: string, fence: string): Promise<string> {
    const markdown = await (await page.request.get(`${path}.md`)).text();
    const start = markdown.indexOf(fence);
    expect(start, `${path}.md holds ${fence}`).toBeGreaterThan(-1);
    const body = markdown.slice(markdown.indexOf('\n', start) + 1);
    return body.slice(0, body.indexOf('\n```'));
  }

  test('with line numbers copy, and select, the code without them', async ({ page }) => {
    await open(page, '/metadata/schema-layer');
    const block = page.locator('.code-block', {
      has: page.locator('.code-block-title', { hasText: 'order_lines_f.yml' }),
    });
    const lines = block.locator('.line');
    // The numbers show beside the lines...
    expect(await lines.first().evaluate((line) => getComputedStyle(line, '::before').content)).toBe('"1"');
    expect(await lines.nth(27).evaluate((line) => getComputedStyle(line, '::before').content)).toBe('"28"');
    // ...and are no part of the code: neither the copy button nor a selection takes them.
    const code = await sourceBlock(page, '/metadata/schema-layer', '```yaml title="order_lines_f.yml"');
    await block.getByRole('button', { name: 'Copy code' }).click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const selected = await block.locator('pre').evaluate((pre) => {
      const range = document.createRange();
      range.selectNodeContents(pre);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return selection.toString();
    });
    expect(selected.trimEnd()).toBe(code);
  });

  test('marked by a highlight comment show the line highlighted, and copy without the comment', async ({ page }) => {
    await open(page, '/data-modeling/etl_guidelines');
    const block = page.locator('.code-block', {
      has: page.locator('.code-block-title', { hasText: 'merge_player_game_stats_f.sql' }),
    });
    const highlighted = block.locator('.line.highlighted');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toHaveText(/^\s*ON t\.game_id = s\.game_id/);
    // Marked by a bar at its left edge, not by a tint alone.
    expect(await highlighted.evaluate((line) => getComputedStyle(line).boxShadow)).toMatch(/inset/);
    await block.getByRole('button', { name: 'Copy code' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).not.toContain('highlight-next-line');
    expect(copied).toBe(
      (
        await sourceBlock(page, '/data-modeling/etl_guidelines', '```sql title="merge_player_game_stats_f.sql"')
      ).replace(/^\s*-- highlight-next-line\n/m, ''),
    );
  });
});
