import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';
import { docsRoutes } from '../helpers/playwright/spec-routes';

const mdPath = (route: string) => (route === '/' ? '/index.md' : `${route}.md`);
const SITE = 'https://docs.plumbline.example';

test.describe('a Markdown copy of every doc at its path plus .md', () => {
  test('each one answers through the static server as Markdown, starting with the page title', async ({
    page,
    request,
  }) => {
    // A page load for each of the 20 docs: over 30 s on a busy CI machine.
    test.slow();
    for (const route of docsRoutes) {
      const response = await request.get(mdPath(route));
      expect(response.status(), mdPath(route)).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
      const text = await response.text();
      // Only the server-rendered heading is read: no need to wait for hydration (settle.ts).
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      expect(text.startsWith(`# ${(await page.locator('h1').innerText()).trim()}\n`), mdPath(route)).toBe(true);
      expect(text).toContain(`URL: ${SITE}${route === '/' ? '/' : route}\n`);
    }
  });

  test('the files sit next to the pages in out/, and the page head links its copy as an alternate', async ({
    page,
  }) => {
    expect(fs.existsSync(path.join('out', 'index.md'))).toBe(true);
    expect(fs.existsSync(path.join('out', 'agent', 'agent.md'))).toBe(true);
    await visit(page, '/agent/agent');
    await expect(page.locator('link[rel="alternate"][type="text/markdown"]')).toHaveAttribute(
      'href',
      `${SITE}/agent/agent.md`,
    );
  });

  test('example-file blocks carry the real file, as the page shows it', async ({ request }) => {
    const text = await (await request.get('/nba/schema_for_nba.md')).text();
    const file = fs.readFileSync(path.join('content/examples/nba/schema/game_f.yml'), 'utf8').replace(/\n$/, '');
    expect(text).toContain(`title="game_f.yml"\n${file}\n`);
    expect(text).toContain(`[Download game_f.yml](${SITE}/assets/examples/nba/schema/game_f.yml)`);
    expect(text).not.toMatch(/file="/);
  });
});

test.describe('llms.txt and llms-full.txt', () => {
  test('llms.txt points at llms-full.txt', async ({ request }) => {
    expect(await (await request.get('/llms.txt')).text()).toContain(`${SITE}/llms-full.txt`);
  });

  test('llms-full.txt holds every doc in sidebar order, each with its title, URL and body', async ({ request }) => {
    const full = await (await request.get('/llms-full.txt')).text();
    // The whole sidebar, in reading order, is the shared file each page completes its own view from.
    const [file] = fs.readdirSync(path.join('out', 'sidebar'));
    type Node = { type: string; path: string; items?: Node[] };
    const walk = (nodes: Node[]): string[] => nodes.flatMap((n) => (n.type === 'doc' ? [n.path] : walk(n.items ?? [])));
    const sidebarDocs = walk((await (await request.get(`/sidebar/${file}`)).json()) as Node[]);
    expect(sidebarDocs.length).toBe(docsRoutes.length);
    let last = -1;
    for (const route of sidebarDocs) {
      const copy = await (await request.get(mdPath(route))).text();
      const at = full.indexOf(copy.trim());
      expect(at, `${route} in llms-full.txt`).toBeGreaterThan(last);
      last = at;
    }
  });
});

test.describe("the doc page's Copy page button", () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('copies the Markdown copy and announces it', async ({ page, request }) => {
    await visit(page, '/agent/create-agent');
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.click();
    await expect(page.locator('.doc-page-actions').getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await (await request.get('/agent/create-agent.md')).text());
  });

  test('is reached by keyboard and shows its focus', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    const button = page.getByRole('button', { name: 'Copy page' });
    await button.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(button).toBeFocused();
    expect(await button.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
  });

  test('still copies where the async clipboard API is missing', async ({ page, request }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      document.addEventListener('copy', (event) => {
        const target = event.target;
        (window as unknown as { copied: string }).copied =
          target instanceof HTMLTextAreaElement ? target.value : String(document.getSelection());
      });
    });
    await visit(page, '/agent/create-agent');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.locator('.doc-page-actions').getByRole('status').filter({ hasText: 'Copied' })).toHaveCount(1);
    const expected = await (await request.get('/agent/create-agent.md')).text();
    expect(await page.evaluate(() => (window as unknown as { copied: string }).copied)).toBe(expected);
  });

  test('says so and offers the Markdown link when copying is impossible', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'clipboard', { get: () => undefined });
      document.execCommand = () => false;
    });
    await visit(page, '/agent/create-agent');
    await page.getByRole('button', { name: 'Copy page' }).click();
    await expect(page.locator('.doc-page-actions').getByRole('status')).toHaveText(
      'Copy failed: open the Markdown link instead',
    );
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute(
      'href',
      '/agent/create-agent.md',
    );
  });

  test('without JavaScript the button stays out of the way and the Markdown link works', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/agent/create-agent');
    await expect(page.getByRole('button', { name: 'Copy page' })).toBeHidden();
    await page.getByRole('link', { name: 'View as Markdown' }).click();
    expect(await page.content()).toContain('# Create an agent');
    await context.close();
  });
});
