import type { IndexedPage } from '@/lib/search/build-index';
import { getSearchOutline } from '@/lib/content/render';
import { getSiteSearchPlan, indexedPagesOf } from '@/lib/search/site-plan';

/** This site's indexed pages per search context, outlined the way `next dev` indexes them. */
export async function sitePages(): Promise<Record<string, IndexedPage[]>> {
  const entries = await Promise.all(
    getSiteSearchPlan().indexes.map(
      async (plan) => [plan.indexId, await indexedPagesOf(plan, getSearchOutline)] as const,
    ),
  );
  return Object.fromEntries(entries);
}

/** Every page copied `times` over beside itself, as `npm run bench:scale` copies the docs. */
export function scaled(pages: Record<string, IndexedPage[]>, times: number): Record<string, IndexedPage[]> {
  return Object.fromEntries(
    Object.entries(pages).map(([id, list]) => [
      id,
      list.flatMap((page) => [
        page,
        ...Array.from({ length: times - 1 }, (_, i) => ({
          ...page,
          title: `${page.title} (${i + 2})`,
          url: `${page.url}-page-${i + 2}`,
        })),
      ]),
    ]),
  );
}
