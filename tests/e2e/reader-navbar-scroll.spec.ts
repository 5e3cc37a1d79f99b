import { expect, test, type Page } from '@playwright/test';
import { scrollSettled, wheelScroll } from './settle';

const navbarBottom = (page: Page) => page.locator('header.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
/** Waits until the navbar's slide (a CSS transition) has finished, so a position read is final. */
const navbarSettled = (page: Page) => expect.poll(() => page.locator('header.navbar').evaluate((el) => el.getAnimations().length)).toBe(0);

test.describe('the navbar on scroll', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('hides on scroll down and shows on scroll up and near the top', async ({ page }) => {
    await page.goto('/metadata/schema-layer');
    expect(await navbarBottom(page)).toBeGreaterThan(0);
    await wheelScroll(page, 1200);
    await expect(page.locator('header.navbar')).toHaveClass(/navbar-hidden/);
    // The slide takes 0.2 s and a loaded machine can be slower still: wait for where it ends.
    await expect.poll(() => navbarBottom(page)).toBeLessThanOrEqual(0);
    await wheelScroll(page, -200);
    await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-hidden/);
    await expect.poll(() => navbarBottom(page)).toBeGreaterThan(0);
    await wheelScroll(page, 600);
    await expect(page.locator('header.navbar')).toHaveClass(/navbar-hidden/);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(page.locator('header.navbar')).not.toHaveClass(/navbar-hidden/);
  });

  test('a jump to an anchor, down or up, is never covered by the navbar', async ({ page }) => {
    await page.goto('/metadata/schema-layer');
    const toc = page.getByRole('complementary', { name: 'Table of contents' });
    const links = toc.locator('a');
    const count = await links.count();
    expect(count).toBeGreaterThan(3);
    for (const index of [count - 1, 1]) {
      const href = (await links.nth(index).getAttribute('href'))!;
      await links.nth(index).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await scrollSettled(page);
      await navbarSettled(page);
      const headingTop = await page.locator(href).evaluate((el) => el.getBoundingClientRect().top);
      expect(headingTop).toBeGreaterThanOrEqual(Math.max(0, await navbarBottom(page)));
      expect(headingTop).toBeLessThan(300);
    }
  });
});

test.describe('scrolling on navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a new page starts at the top and focus moves to the skip-link region', async ({ page }) => {
    await page.goto('/agent/create-agent');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const next = page.getByRole('navigation', { name: 'Docs pages' }).locator('a[rel="next"]');
    const href = (await next.getAttribute('href'))!;
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator('.skip-link-region')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  });

  test('a URL with a hash opens at that heading, also on first load', async ({ page }) => {
    await page.goto('/metadata/schema-layer');
    const id = await page.locator('.markdown h2[id]').nth(2).getAttribute('id');
    await page.goto(`/metadata/schema-layer#${id}`);
    await expect.poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('a link to a heading on another page lands on that heading', async ({ page }) => {
    await page.goto('/metadata/schema-layer');
    const id = await page.locator('.markdown h2[id]').nth(2).getAttribute('id');
    await page.goto('/agent/agent');
    await page.evaluate((target) => (window as unknown as { next: { router: { push: (href: string) => void } } }).next.router.push(target), `/metadata/schema-layer#${id}`);
    await expect(page).toHaveURL(new RegExp(`#${id}$`));
    await expect.poll(() => page.locator(`#${id}`).evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
    const top = await page.locator(`#${id}`).evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
  });
});

test.describe('the back-to-top button', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('appears past 300 px when scrolling up and eases back to the top', async ({ page }) => {
    await page.goto('/metadata/schema-layer');
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await expect(button).toBeHidden();
    await wheelScroll(page, 1500);
    await expect(button).toBeHidden();
    await wheelScroll(page, -100);
    await expect(button).toBeVisible();

    const start = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { __scrollSamples: number[] }).__scrollSamples = samples;
      window.addEventListener('scroll', () => samples.push(window.scrollY));
    });
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    const samples = await page.evaluate(() => (window as unknown as { __scrollSamples: number[] }).__scrollSamples);
    expect(samples.length).toBeGreaterThan(5);
    // Each frame keeps 85 % of the distance (SPEC section 9: easing factor 0.85).
    expect(samples[0]).toBe(Math.floor(start * 0.85));
    expect(samples[1]).toBe(Math.floor(samples[0] * 0.85));
    await expect(button).toBeHidden();
  });

  test('stays away while scrolling down and near the top', async ({ page }) => {
    await page.goto('/metadata/schema-layer');
    const button = page.getByRole('button', { name: 'Scroll back to top' });
    await wheelScroll(page, 250);
    await wheelScroll(page, -50);
    await expect(button).toBeHidden();
  });
});
