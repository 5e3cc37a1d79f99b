import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3200);

/**
 * End-to-end tests run against the built out/ served by `serve`, the way a CDN serves it, in
 * Debian's Chromium (Playwright's own browser download does not work on our machines).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Its own folder: Playwright empties it at start, and the vitest suites' reports sit beside it.
  outputDir: 'test-results/e2e',
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'every page',
      testMatch: 'every-page.spec.ts',
      // One test per page opens it five times, runs axe twice and checks it without JavaScript.
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'behaviour',
      testIgnore: 'every-page.spec.ts',
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: `npx serve out -l ${port} --no-clipboard -c ../serve.json`,
    url: `http://localhost:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
