import type { Page } from '@playwright/test';

/**
 * Responses cut off early, as a dropped connection or a failing CDN leaves them. React cannot
 * finish a payload that ends early ("Connection closed", React error #412) and the error
 * boundary above the unfinished part shows the crash page: a real crash, from outside the app.
 */

/**
 * The page payload of `path` (`path.txt`, one row per line) loses the row of the page's table of
 * contents, part of the page's own content whatever order the rows stream in (the head's
 * metadata may come after it): a client navigation there crashes the page below the root layout. Its
 * segment prefetches fail outright, so the navigation never takes the page from a prefetch,
 * whenever the link's viewport prefetch ran; a prefetch that arrived whole, or cut the same way,
 * would be shown without a crash. The route tree is left whole, so the router still knows where
 * it is going. The link must be clicked after hydration, or the browser loads the page itself.
 */
export async function cutRoutePayload(page: Page, path: string): Promise<void> {
  await page.route(
    (url) =>
      url.pathname.endsWith('.txt') &&
      !url.pathname.endsWith('/__next._tree.txt') &&
      (url.pathname.startsWith(`${path}/`) || url.pathname === `${path}.txt`),
    async (route) => {
      if (new URL(route.request().url()).pathname !== `${path}.txt`) return route.abort();
      const response = await route.fetch();
      const rows = (await response.text()).split('\n');
      const toc = rows.findIndex((row) => row.includes('"className":"toc-desktop"'));
      if (toc === -1) throw new Error(`${path}.txt: no row holds the page's table of contents; cut another row`);
      await route.fulfill({ response, body: rows.filter((_, i) => i !== toc).join('\n') });
    },
  );
}

/**
 * The HTML of `path` ends after the first piece of its inline page data: the root layout cannot
 * finish, so a first load of the page crashes as a whole.
 */
export async function cutDocumentData(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const piece = '<script>self.__next_f.push([1,';
    const second = html.indexOf(piece, html.indexOf(piece) + 1);
    if (second === -1) throw new Error(`${path}: the page data is no longer sent in several pieces; cut it elsewhere`);
    await route.fulfill({ response, body: html.slice(0, second) });
  });
}
