import { defineConfig, devices } from '@playwright/test';

/**
 * The authors' loop: tests that start a real `next dev` on a copy of the project and
 * edit its content. Separate from playwright.config.ts, whose tests run on the production build.
 * One worker: a dev server compiles on demand and a 2-core CI machine has no room for two.
 */
export default defineConfig({
  testDir: 'tests/e2e-dev',
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  outputDir: 'test-results/e2e-dev',
  // First compiles of a cold dev server on a slow, busy machine take tens of seconds.
  timeout: 240_000,
  expect: { timeout: 60_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-dev.json' }]],
  use: {
    trace: 'off',
    navigationTimeout: 180_000,
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
