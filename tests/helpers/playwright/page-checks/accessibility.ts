import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every axe violation on the page as it is now, one line per rule with the elements it names. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Every rule still runs; axe only skips listing the elements that pass, which nothing reads.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join(' ').trim()}`).join('; ')}`,
  );
}
