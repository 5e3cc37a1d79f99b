import type { SidebarCategoryItem, SidebarItem } from './docs';

/** One entry of the reading order: every doc and category index page in sidebar order. */
export interface SidebarLink {
  label: string;
  path: string;
}

/** The sidebar's pages in reading order, categories before their items. */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  return items.flatMap((item) =>
    item.type === 'doc'
      ? [{ label: item.label, path: item.path }]
      : [{ label: item.label, path: item.path }, ...flattenSidebar(item.items)],
  );
}

interface ReadingOrder {
  links: SidebarLink[];
  /** Each path's first place in `links`. */
  places: Map<string, number>;
}

const readingOrders = new WeakMap<SidebarItem[], ReadingOrder>();

/**
 * The reading order of a sidebar, made once per sidebar: every page asks for its neighbours, and
 * flattening and searching the whole sidebar for each was work in the square of the pages.
 */
function readingOrder(items: SidebarItem[]): ReadingOrder {
  let order = readingOrders.get(items);
  if (!order) {
    const links = flattenSidebar(items);
    const places = new Map<string, number>();
    links.forEach((link, i) => {
      if (!places.has(link.path)) places.set(link.path, i);
    });
    order = { links, places };
    readingOrders.set(items, order);
  }
  return order;
}

/** Previous and next page around `path` in reading order. */
export function paginationFor(items: SidebarItem[], path: string): { previous?: SidebarLink; next?: SidebarLink } {
  const { links, places } = readingOrder(items);
  const index = places.get(path) ?? -1;
  if (index === -1) return {};
  return { previous: links[index - 1], next: links[index + 1] };
}

/** The categories that contain `path`, outermost first. */
export function categoryTrail(items: SidebarItem[], path: string): SidebarCategoryItem[] {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.path === path) return [item];
    const inner = categoryTrail(item.items, path);
    if (inner.length > 0 || containsPath(item.items, path)) return [item, ...inner];
  }
  return [];
}

export function containsPath(items: SidebarItem[], path: string): boolean {
  return items.some((item) => item.path === path || (item.type === 'category' && containsPath(item.items, path)));
}

export function findCategories(items: SidebarItem[]): SidebarCategoryItem[] {
  return items.flatMap((item) => (item.type === 'category' ? [item, ...findCategories(item.items)] : []));
}
