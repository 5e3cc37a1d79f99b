import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import * as specRoutes from './spec-routes';

/** Every route the spec lists, whatever list it is in, so routes added later are checked too. */
const routes = [
  ...new Set(
    Object.values(specRoutes)
      .flatMap((list) => (Array.isArray(list) ? list : [list]))
      .filter((route): route is string => typeof route === 'string' && route.startsWith('/')),
  ),
];

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`),
  }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe finds no violation in ${theme} mode`, () => {
    // Long pages hold thousands of highlighted tokens, each checked for contrast.
    test.describe.configure({ timeout: 120_000 });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
    });

    for (const route of routes) {
      test(route, async ({ page }) => {
        const response = await page.goto(route, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        expect(await violations(page)).toEqual([]);
      });
    }

    test('the open mobile menu', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/agent/create-agent', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Navigation menu' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('the not-found page', async ({ page }) => {
      await page.goto('/no/such/page', { waitUntil: 'networkidle' });
      expect(await violations(page)).toEqual([]);
    });
  });
}
