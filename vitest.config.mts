import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/** Every test but the real production builds: unit, content and the fast cross-module tests (npm run test:unit). */
export default defineConfig({
  resolve: { alias: { '@': path.dirname(fileURLToPath(import.meta.url)) } },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // The real builds run under vitest.integration.config.mts, serially.
    exclude: [...configDefaults.exclude, 'tests/integration/build/**'],
    globalSetup: ['tests/helpers/global-setup.ts'],
    // Files share a process, so node_modules load once per run instead of once per file; the setup
    // file gives each file fresh site modules and process state.
    isolate: false,
    setupFiles: ['tests/helpers/fresh-site-modules.ts'],
    environment: 'node',
    // A focused test (it.only) must fail the run, locally as in CI, instead of silently skipping the rest.
    allowOnly: false,
    testTimeout: 30_000,
    // Files that open the embedded PostgreSQL load the NBA sample in beforeAll: about 3 s alone, far
    // more when several files start it at once on a busy 2-core machine.
    hookTimeout: 120_000,
  },
});
