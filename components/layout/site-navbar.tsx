import { siteConfig } from '@/lib/site-config';
import { resolveNavbarItems } from '@/lib/navbar';
import { SearchBox } from '@/components/search/search-box';
import { NavbarContent } from './navbar-content.client';

/**
 * The navbar. A client component draws it from plain data (the resolved items, the title, logo
 * and colour-mode settings) around the search box: drawn here, its brand, toggles, menu and icons
 * were elements written into every page three times (HTML payload, `<page>.txt`, page segment)
 * and fetched again with every prefetch.
 */
export function SiteNavbar() {
  const { title, logo, hideOnScroll } = siteConfig.navbar;
  const { defaultMode, respectPrefersColorScheme, disableSwitch } = siteConfig.colorMode;
  const colourMode = disableSwitch ? null : { defaultMode, respectPrefersColorScheme };
  return (
    <NavbarContent
      items={resolveNavbarItems()}
      title={title}
      logo={logo}
      hideOnScroll={hideOnScroll}
      colourMode={colourMode}
    >
      <SearchBox />
    </NavbarContent>
  );
}
