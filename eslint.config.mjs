import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
// Last, so that no lint rule about layout argues with Prettier, which owns it (npm run format).
import prettier from 'eslint-config-prettier/flat';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    // A fixed sleep proves nothing when the machine is slow; wait on an event or use page.clock.
    files: ['tests/e2e/**', 'tests/e2e-dev/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          property: 'waitForTimeout',
          message: 'Wait on a real event (tests/helpers/playwright/settle.ts) or use page.clock.',
        },
      ],
    },
  },
  prettier,
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
];

export default config;
