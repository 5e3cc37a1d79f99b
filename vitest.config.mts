import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'],
    globalSetup: ['tests/unit/global-setup.ts'],
    environment: 'node',
    // A focused test (it.only) must fail the run, locally as in CI, instead of silently skipping the rest.
    allowOnly: false,
    testTimeout: 30_000,
    // Files that open the embedded PostgreSQL load the NBA sample in beforeAll: about 3 s alone, far
    // more when several files start it at once on a busy 2-core machine.
    hookTimeout: 120_000,
  },
});
