import { siteConfig, type NavbarItem } from './site-config';
import { getSidebar } from './content/source';
import type { ResolvedNavbarItem } from './navbar-items';

const KNOWN_TYPES = ['docSidebar', 'link', 'dropdown'] as const;

/** Navbar items from the config, turned into links; an unknown item type stops the build. */
export function resolveNavbarItems(items: readonly NavbarItem[] = siteConfig.navbar.items): ResolvedNavbarItem[] {
  return items.map((item) => {
    switch (item.type) {
      case 'docSidebar': {
        // The sidebar's first entry opens its reading order; every page draws the navbar, so the
        // whole sidebar is not flattened for it (at 9,500 docs pages, 3 ms a page).
        const [first] = getSidebar(item.sidebarId);
        return { label: item.label, href: first.path, activeFor: { paths: [], prefixes: [], docsPages: true } };
      }
      case 'link':
        return { label: item.label, href: item.to, activeFor: { paths: [item.to], prefixes: [`${item.to}/`] } };
      case 'dropdown':
        return { label: item.label, items: item.items.map((link) => ({ label: link.label, href: link.href })) };
      default: {
        const type = (item as { type?: unknown }).type;
        throw new Error(
          `Unknown navbar item type "${String(type)}" in siteConfig.navbar.items (lib/site-config.ts). Known types: ${KNOWN_TYPES.join(', ')}.`,
        );
      }
    }
  });
}
