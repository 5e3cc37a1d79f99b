import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';
import { docsRoutes } from '../helpers/playwright/spec-routes';

const SUGGESTIONS_LIMIT = 8;
const SNIPPET_LENGTH = 50;

const box = (page: Page) => page.getByRole('search').filter({ has: page.getByRole('combobox') });
const input = (page: Page) => page.getByRole('combobox', { name: 'Search', exact: true });
const options = (page: Page) => page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option');

/** Types a query into the navbar box and waits until the suggestions answer it. */
async function search(page: Page, query: string) {
  await input(page).fill(query);
  await expect(box(page)).toHaveAttribute('data-state', 'ready');
  await expect(input(page)).toHaveAttribute('aria-busy', 'false');
}

const snippetText = async (option: Locator) => (await option.locator('.search-snippet').innerText()).replace(/…/g, '');

test.describe('the navbar search box', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('Ctrl+K and Cmd+K focus it from anywhere, and the hint shows the shortcut', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await expect(box(page).locator('.search-shortcut')).toHaveText('Ctrl K');
    await page.locator('h1').click();
    await page.keyboard.press('Control+k');
    await expect(input(page)).toBeFocused();
    await page.locator('h1').click();
    await page.keyboard.press('Meta+k');
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
  });

  test('warms up once idle after load: the worker fetches the index roots without showing a load, and the box answers at once', async ({
    page,
  }) => {
    const indexRequests: string[] = [];
    const workers: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/search-index/')) indexRequests.push(request.url());
    });
    page.on('worker', (worker) => workers.push(worker.url()));
    await visit(page, '/');
    await page.waitForFunction(() => performance.getEntriesByName('search:warm-up').length === 1);
    await expect.poll(() => indexRequests.length).toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');
    expect(indexRequests.every((url) => /\/search-index\/[\w-]+-[0-9a-f]{12}\.json$/.test(url))).toBe(true);
    expect(workers).toHaveLength(1);
    // Ready by the worker's report, with no touch and no spinner ever shown for it.
    await expect(box(page)).toHaveAttribute('data-state', 'ready');
    await expect(box(page).locator('.search-spinner')).toHaveCount(0);

    const before = indexRequests.length;
    await input(page).hover();
    await expect(box(page)).toHaveAttribute('data-state', 'ready');
    expect(indexRequests.length, 'the roots are not fetched again').toBe(before);
    expect(workers).toHaveLength(1);
    await search(page, 'agent');
    expect(indexRequests.slice(before).every((url) => url.includes('/search-index/pieces/'))).toBe(true);
  });

  test('shows the loading state with a spinner until the index is in, then becomes ready', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/search-index/**', async (route) => {
      await held;
      await route.continue();
    });
    await visit(page, '/agent/agent');
    await expect(box(page)).toHaveAttribute('data-state', 'idle');
    await input(page).focus();
    await expect(box(page)).toHaveAttribute('data-state', 'loading');
    await expect(box(page).locator('.search-spinner')).toBeVisible();
    await input(page).fill('agent');
    await expect(page.locator('.search-dropdown')).toContainText('Loading search index…');
    release();
    await expect(box(page)).toHaveAttribute('data-state', 'ready');
    await expect(box(page).locator('.search-spinner')).toHaveCount(0);
    await expect(options(page).first()).toBeVisible();
  });

  test('follows the combobox pattern: labelled, expanded on focus, options chosen with the arrows', async ({
    page,
  }) => {
    await visit(page, '/');
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
    await input(page).focus();
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await search(page, 'metadata');
    const listboxId = await page.getByRole('listbox', { name: 'Search suggestions' }).getAttribute('id');
    await expect(input(page)).toHaveAttribute('aria-controls', listboxId!);
    await page.keyboard.press('ArrowDown');
    const first = options(page).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toHaveCount(0);
  });

  test('suggests at most 8 hits, each with page title, section and a snippet of at most 50 characters with the terms marked', async ({
    page,
  }) => {
    await visit(page, '/');
    await search(page, 'agent');
    await expect(options(page)).toHaveCount(SUGGESTIONS_LIMIT);
    for (const option of await options(page).all()) {
      await expect(option.locator('.search-option-page')).not.toBeEmpty();
      expect((await snippetText(option)).length).toBeLessThanOrEqual(SNIPPET_LENGTH);
    }
    await expect(options(page).locator('.search-option-section').first()).not.toBeEmpty();
    await expect(options(page).locator('.search-snippet mark').first()).toBeVisible();
    expect((await options(page).locator('.search-snippet mark').first().innerText()).toLowerCase()).toContain('agent');
  });

  test('choosing a hit with the keyboard lands on its section, with the terms marked until cleared', async ({
    page,
  }) => {
    await visit(page, '/');
    await search(page, 'Name rules');
    const target = options(page)
      .filter({ has: page.locator('.search-option-section', { hasText: /Name rules$/ }) })
      .first();
    await expect(target).toBeVisible();
    const index = (await options(page).allInnerTexts()).indexOf(await target.innerText());
    for (let i = 0; i <= index; i += 1) await page.keyboard.press('ArrowDown');
    await expect(target).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/agent\/create-agent\?highlight=[^#]+#name-rules$/);
    await expect(page.locator('#name-rules')).toBeInViewport();
    const marks = page.locator('#main-content .markdown mark.search-highlight');
    await expect(marks.first()).toBeVisible();
    expect((await marks.allInnerTexts()).map((t) => t.toLowerCase())).toEqual(
      expect.arrayContaining(['name', 'rules']),
    );

    await page.getByRole('button', { name: 'Clear highlights' }).click();
    await expect(marks).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Clear highlights' })).toHaveCount(0);
    await expect(page).toHaveURL(/\/agent\/create-agent#name-rules$/);
  });

  test("says 'No results' when nothing matches", async ({ page }) => {
    await visit(page, '/');
    await search(page, 'zzqxjv');
    await expect(options(page)).toHaveCount(0);
    await expect(page.locator('.search-dropdown')).toContainText('No results');
  });

  test('shows the parser message for a malformed query', async ({ page }) => {
    await visit(page, '/');
    await search(page, 'agent~x');
    await expect(page.locator('.search-dropdown .search-message-error')).toHaveText('edit distance must be numeric');
    await expect(page.locator('.search-dropdown .search-hint')).toHaveText('A number must follow ~, as in agent~1.');
    await search(page, 'x:agent');
    await expect(page.locator('.search-dropdown .search-message-error')).toHaveText(
      "unrecognised field 'x', possible fields: 'title', 'heading', 'description', 'keywords', 'content'",
    );
  });

  test('links to all results, and within and outside the current context', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await search(page, 'schema');
    const footer = page.locator('.search-footer a');
    await expect(footer).toHaveText([
      'See all results',
      'See all results within "Agents"',
      'See all results outside "Agents"',
    ]);
    await expect(footer.nth(0)).toHaveAttribute('href', '/search?q=schema');
    await expect(footer.nth(1)).toHaveAttribute('href', '/search?q=schema&ctx=agents');
    await expect(footer.nth(2)).toHaveAttribute('href', '/search?q=schema&ctx=-agents');
    for (const option of await options(page).all()) {
      expect(await option.locator('.search-option-page').innerText()).toBeTruthy();
    }
    await footer.nth(2).click();
    await expect(page).toHaveURL(/\/search\?q=schema&ctx=-agents$/);
    await expect(page.locator('h1')).toHaveText('Search results for "schema"');

    await visit(page, '/');
    await search(page, 'schema');
    await expect(page.locator('.search-footer a')).toHaveText(['See all results']);
  });
});

test.describe('the blog as a search context', () => {
  test('a post page searches within "Blog", and a chosen hit marks the words in the post', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, '/blog');
    const postPath = await page.locator('#main-content article h2 a').first().getAttribute('href');
    await visit(page, postPath!);
    await search(page, 'dashboard');
    await expect(page.locator('.search-footer a')).toHaveText([
      'See all results',
      'See all results within "Blog"',
      'See all results outside "Blog"',
    ]);
    await expect(options(page).first().locator('.search-option-page')).toHaveText(await page.locator('h1').innerText());
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${postPath}\\?highlight=`));
    await expect(page.locator('#main-content .markdown mark.search-highlight').first()).toBeVisible();
  });

  test('the results page gives a post the Blog breadcrumb', async ({ page }) => {
    await visit(page, '/search?q=dashboard&ctx=blog');
    await expect(page.locator('.search-result-breadcrumbs').first()).toHaveText(/^Blog/);
  });
});

test.describe('the /search page', () => {
  const results = (page: Page) => page.locator('.search-result');
  const status = (page: Page) => page.locator('#main-content').getByRole('status');

  test('reads q from the URL: heading, count, and every result with breadcrumbs and snippet', async ({ page }) => {
    await visit(page, '/search?q=semantics');
    await expect(page.locator('h1')).toHaveText('Search results for "semantics"');
    await expect(status(page)).toHaveText(/^\d+ results?$/);
    const count = Number((await status(page).innerText()).split(' ')[0]);
    expect(count).toBeGreaterThan(SUGGESTIONS_LIMIT);
    // Ten at a time: "Show more results" adds ten until every result shows, then goes away.
    const more = page.getByRole('button', { name: 'Show more results' });
    await expect(results(page)).toHaveCount(Math.min(count, 10));
    for (let shown = 10; shown < count; shown += 10) {
      await more.press('Enter');
      await expect(results(page)).toHaveCount(Math.min(count, shown + 10));
      // Focus moves to the first result added, so a keyboard reader carries on from there.
      await expect(results(page).nth(shown).locator('.search-result-title a')).toBeFocused();
    }
    await expect(more).toHaveCount(0);
    await expect(results(page).locator('.search-result-breadcrumbs').first()).not.toBeEmpty();
    await expect(results(page).locator('.search-snippet mark').first()).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });

  test('reads ctx: within a context, and outside it', async ({ page }) => {
    await visit(page, '/search?q=schema&ctx=working-with-nba-dataset');
    await expect(status(page)).toHaveText(/results? within "Working with NBA Dataset"$/);
    const within = await results(page)
      .locator('.search-result-title a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(within.length).toBeGreaterThan(0);
    expect(within.every((href) => href.startsWith('/nba/'))).toBe(true);
    await expect(page.getByLabel('Search in')).toHaveValue('working-with-nba-dataset');

    await visit(page, '/search?q=schema&ctx=-working-with-nba-dataset');
    await expect(status(page)).toHaveText(/results? outside "Working with NBA Dataset"$/);
    const outside = await results(page)
      .locator('.search-result-title a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.some((href) => href.startsWith('/nba/'))).toBe(false);
  });

  test('reads version: the current one quietly, an unknown one with a notice naming those that exist', async ({
    page,
  }) => {
    await visit(page, '/search?q=agent&version=current');
    await expect(status(page)).toHaveText(/^\d+ results?$/);
    await expect(page.getByText('There is no docs version')).toHaveCount(0);
    await visit(page, '/search?q=agent&version=2.0');
    await expect(
      page.getByText('There is no docs version "2.0"; showing results for Next. Available versions: current.'),
    ).toBeVisible();
    await expect(results(page).first()).toBeVisible();
  });

  test('keeps the URL in step while typing and choosing a context, replacing the history entry', async ({ page }) => {
    await visit(page, '/search?version=current');
    await expect(page.locator('h1')).toHaveText('Search');
    const length = await page.evaluate(() => history.length);
    // The field is disabled until the page has hydrated; keys pressed before then go nowhere.
    await expect(page.getByLabel('Search for')).toBeEnabled();
    await page.getByLabel('Search for').pressSequentially('metadata');
    await expect(page).toHaveURL(/\/search\?q=metadata&version=current$/);
    await expect(page.locator('h1')).toHaveText('Search results for "metadata"');
    await page.getByLabel('Search in').selectOption('agents');
    await expect(page).toHaveURL(/\/search\?q=metadata&ctx=agents&version=current$/);
    await expect(status(page)).toHaveText(/within "Agents"$/);
    expect(await page.evaluate(() => history.length)).toBe(length);

    // A search started from the navbar box lands here and replaces what the field held.
    await input(page).fill('security');
    await input(page).press('Enter');
    await expect(page).toHaveURL(/\/search\?q=security$/);
    await expect(page.getByLabel('Search for')).toHaveValue('security');
    await expect(page.locator('h1')).toHaveText('Search results for "security"');
  });

  test("says 'No results', and shows the parser message for a bad query", async ({ page }) => {
    await visit(page, '/search?q=zzqxjv');
    await expect(status(page)).toHaveText('No results');
    await visit(page, '/search?q=agent%5Ex');
    await expect(status(page).locator('.search-message-error')).toHaveText('boost must be numeric');
    await expect(status(page).locator('.search-hint')).toHaveText('A number must follow ^, as in agent^2.');
  });
});

test('every h2 heading of the docs is found among the 8 suggestions by typing its text', async ({ page }) => {
  // It opens all 20 docs, then types each of their h2 headings into the search box.
  test.setTimeout(180_000);
  const headings: { path: string; title: string; id: string; text: string }[] = [];
  for (const route of docsRoutes) {
    await visit(page, route);
    const title = await page.locator('h1').first().innerText();
    for (const h2 of await page.locator('#main-content .markdown h2[id]').all()) {
      const text = await h2.evaluate((el) => {
        const copy = el.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('.hash-link').forEach((link) => link.remove());
        return (copy.textContent ?? '').trim();
      });
      headings.push({ path: route, title, id: (await h2.getAttribute('id'))!, text });
    }
  }
  expect(headings.length).toBeGreaterThan(docsRoutes.length);
  await visit(page, '/');
  const missing: string[] = [];
  for (const heading of headings) {
    await search(page, heading.text);
    const found = await options(page).evaluateAll(
      (els, h) =>
        els.some(
          (el) =>
            el.querySelector('.search-option-page')?.textContent === h.title &&
            (el.querySelector('.search-option-section')?.textContent ?? '').endsWith(h.text),
        ),
      heading,
    );
    if (!found) missing.push(`${heading.path}#${heading.id} "${heading.text}"`);
  }
  expect(missing).toEqual([]);
});

test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  for (const theme of ['light', 'dark']) {
    test(`the open suggestions, the results page and the highlights pass in ${theme} mode`, async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      const audit = async (include: string) => {
        const { violations } = await new AxeBuilder({ page })
          .include(include)
          .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
          .analyze();
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      };
      await visit(page, '/agent/agent');
      await search(page, 'agent');
      await page.keyboard.press('ArrowDown');
      await audit('.search');
      await visit(page, '/search?q=schema&ctx=agents');
      await expect(page.locator('.search-result').first()).toBeVisible();
      await audit('#main-content');
      await visit(page, '/agent/create-agent?highlight=agent#name-rules');
      await expect(page.getByRole('button', { name: 'Clear highlights' })).toBeVisible();
      await audit('#main-content .markdown');
      await audit('.search-highlights-bar');
    });
  }
});

test('the export carries no TypeScript source (Turbopack copies the worker source unless removed)', () => {
  const media = path.join(process.cwd(), 'out/_next/static/media');
  const files = fs.existsSync(media) ? fs.readdirSync(media) : [];
  expect(files.filter((file) => /\.[cm]?tsx?$/.test(file))).toEqual([]);
});
