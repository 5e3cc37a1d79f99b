import { iconSet } from '@/components/icons/icon-set.mjs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { visit } from '../helpers/playwright/settle';

/**
 * Icons are masks over the text colour (components/icons/icons.css). A mask whose image fails
 * to load hides its element, and one that never applies paints a solid square: both would look
 * like an icon to a test of the markup, so each icon is compared with itself drawn blank and
 * drawn as a square.
 */
async function paintsAShape(icon: Locator): Promise<void> {
  await icon.scrollIntoViewIfNeeded();
  const box = await icon.boundingBox();
  expect(box && box.width * box.height, 'the icon has no size').toBeGreaterThan(0);
  const shot = () => icon.page().screenshot({ clip: box!, animations: 'disabled' });
  const drawn = await shot();
  await icon.evaluate((element: HTMLElement) => (element.style.visibility = 'hidden'));
  const blank = await shot();
  await icon.evaluate((element: HTMLElement) => {
    element.style.visibility = '';
    element.style.setProperty('mask', 'none');
  });
  const square = await shot();
  await icon.evaluate((element: HTMLElement) => element.style.removeProperty('mask'));
  expect(drawn.equals(blank), 'the icon paints nothing').toBe(false);
  expect(drawn.equals(square), 'the icon paints a square').toBe(false);
}

/** Every icon of the set, placed on the page at a size a screenshot can tell apart. */
async function placeEveryIcon(page: Page): Promise<void> {
  await page.evaluate((names) => {
    const row = document.createElement('div');
    row.id = 'every-icon';
    row.style.cssText =
      'position:fixed;inset:0 auto auto 0;z-index:1000;display:flex;gap:8px;padding:8px;font-size:24px;background:Canvas;color:CanvasText';
    for (const name of names)
      row.insertAdjacentHTML('beforeend', `<span class="icon" data-icon="${name}" aria-hidden="true"></span>`);
    document.body.append(row);
  }, Object.keys(iconSet));
}

test.describe('icons', () => {
  test('every icon of the set paints its own shape', async ({ page }) => {
    await visit(page, '/agent/create-agent');
    await placeEveryIcon(page);
    const icons = page.locator('#every-icon .icon');
    await expect(icons).toHaveCount(Object.keys(iconSet).length);
    for (const icon of await icons.all()) await paintsAShape(icon);
    // No two icons look the same.
    const shots = await Promise.all(
      (await icons.all()).map(async (icon) => page.screenshot({ clip: (await icon.boundingBox())! })),
    );
    expect(new Set(shots.map((shot) => shot.toString('base64'))).size).toBe(shots.length);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`an admonition's icon has the colour of its title in ${theme} mode`, async ({ page }) => {
      await visit(page, '/agent/create-agent');
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const tip = page.locator('.admonition-tip').first();
      const icon = tip.locator('.admonition-icon');
      await paintsAShape(icon);
      const [paint, title] = await Promise.all([
        icon.evaluate((e) => getComputedStyle(e).backgroundColor),
        tip.locator('.admonition-title').evaluate((e) => getComputedStyle(e).color),
      ]);
      expect(paint).toBe(title);
    });
  }

  test.describe('in forced colours', () => {
    test.use({ forcedColors: 'active' });

    test('icons still paint, in the forced text colour', async ({ page }) => {
      await visit(page, '/agent/create-agent');
      const search = page.locator('.search-icon').first();
      await paintsAShape(search);
      const [paint, text] = await Promise.all([
        search.evaluate((e) => getComputedStyle(e).backgroundColor),
        search.evaluate((e) => getComputedStyle(e).color),
      ]);
      expect(paint).toBe(text);
    });
  });
});
