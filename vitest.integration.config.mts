import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Slow suites that run the real production build on a copy of the project (npm run test:integration). */
export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['tests/integration/build/**/*.test.ts'],
    environment: 'node',
    // A focused test (it.only) must fail the run, locally as in CI, instead of silently skipping the rest.
    allowOnly: false,
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
  },
});
