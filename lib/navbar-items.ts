/** Resolved navbar items: plain data with no server imports, so client components can use them. */

export interface ResolvedNavItem {
  label: string;
  href: string;
  /** Paths (or path prefixes ending in '/') for which the item shows as current. */
  activeFor: { paths: string[]; prefixes: string[] };
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
