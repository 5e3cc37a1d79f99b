import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

const WRONG_BASE = '/docs-copy';
let root = '';
let origin = '';
let server: Server;

/** A plain static server (clean URLs like the real host) over a folder holding out/ under WRONG_BASE. */
function serveFolder(folder: string): Server {
  return createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    const candidates = [pathname, `${pathname}.html`, path.join(pathname, 'index.html')].map((p) =>
      path.join(folder, p),
    );
    const file = candidates.find((c) => c.startsWith(folder) && existsSync(c) && statSync(c).isFile());
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const type = file.endsWith('.html')
      ? 'text/html'
      : file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.css')
          ? 'text/css'
          : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type }).end(readFileSync(file));
  });
}

test.describe('the base-URL misconfiguration banner', () => {
  test.beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'plumbline-wrong-base-'));
    cpSync(path.resolve('out'), path.join(root, WRONG_BASE), { recursive: true });
    server = serveFolder(root);
    // Any free port: each worker that runs this file starts its own copy.
    await new Promise<void>((resolve) => server.listen(0, resolve));
    const address = server.address();
    origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  });

  test.afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(root, { recursive: true, force: true });
  });

  test('explains, without React, that the site is served under the wrong path and suggests the right base URL', async ({
    page,
  }) => {
    await page.goto(`${origin}${WRONG_BASE}/agent/agent`);
    const banner = page.locator('#base-url-issue-banner');
    await expect(banner).toBeVisible();
    await expect(banner).toHaveAttribute('role', 'alert');
    await expect(banner).toContainText('Your Plumbline Docs site did not load properly.');
    await expect(banner).toContainText('Configured base URL: /.');
    await expect(banner).toContainText(`Suggested base URL: ${WRONG_BASE}/.`);
    expect(await page.evaluate(() => (window as unknown as { next?: unknown }).next)).toBeUndefined();
  });

  test('suggests the same base URL from the home page', async ({ page }) => {
    await page.goto(`${origin}${WRONG_BASE}/`);
    await expect(page.locator('#base-url-issue-banner')).toContainText(`Suggested base URL: ${WRONG_BASE}/.`);
  });

  test('stays away when the site is served where it is configured', async ({ page }) => {
    await visit(page, '/agent/agent');
    await page.waitForLoadState('load');
    await expect(page.locator('h1')).toHaveText('Agents overview');
    await expect(page.locator('#base-url-issue-banner')).toHaveCount(0);
  });
});
