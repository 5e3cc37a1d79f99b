/**
 * The navbar's items as the page renders them: plain data, shared by the server (lib/navbar.ts
 * resolves the config into it) and the client components that draw the items.
 */

/**
 * The root layout's child segment on every doc and category page: the route group app/(docs).
 * The navbar (in the root layout) reads it to know a docs page without a list of every doc.
 */
export const DOCS_SEGMENT = '(docs)';

export interface ResolvedNavItem {
  label: string;
  href: string;
  /** Paths (or path prefixes ending in '/') for which the item shows as current. */
  activeFor: { paths: string[]; prefixes: string[]; docsPages?: true };
}

/** A navbar dropdown: its label and the links it folds out. */
export interface ResolvedNavDropdown {
  label: string;
  items: { label: string; href: string }[];
}

export type ResolvedNavbarItem = ResolvedNavItem | ResolvedNavDropdown;

export function isNavDropdown(item: ResolvedNavbarItem): item is ResolvedNavDropdown {
  return 'items' in item;
}
