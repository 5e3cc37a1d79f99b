import { vi } from 'vitest';
import { describeDocusaurusSet } from '@/tests/helpers/docusaurus-set';
import { jestSet } from '@/tests/helpers/docusaurus-jest-set';

vi.mock('next/navigation', async (actual) => ({
  ...(await actual<typeof import('next/navigation')>()),
  useRouter: () => ({ prefetch() {} }),
  usePathname: () => '/',
}));

describeDocusaurusSet('Jest', jestSet);
