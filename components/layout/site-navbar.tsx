import { siteConfig } from '@/lib/site-config';
import { resolveNavbarItems } from '@/lib/navbar';
import { isNavDropdown } from '@/lib/navbar-items';
import { SearchBox } from '@/components/search/search-box';
import { ColourModeToggle } from './colour-mode-toggle.client';
import { NavbarShell } from './navbar-shell.client';
import { MobileMenu } from './mobile-menu.client';
import { NavLink } from './nav-link.client';
import { NavbarDropdown } from './navbar-dropdown.client';
import { SiteLink } from './site-link.client';
import { ThemedLogo } from './themed-logo';
import { Icon } from '@/components/icons/site-icons';

/** The toggle, drawn twice: in the navbar on desktop, in the mobile menu's header below 996 px. */
function Toggle({ placement }: { placement: 'navbar' | 'menu' }) {
  if (siteConfig.colorMode.disableSwitch) return null;
  return (
    <span className={`colour-mode-toggle-${placement}`}>
      <ColourModeToggle config={siteConfig.colorMode}>
        <Icon name="sun" className="icon-sun" />
        <Icon name="moon" className="icon-moon" />
        <Icon name="system" className="icon-system" />
      </ColourModeToggle>
    </span>
  );
}

export function SiteNavbar() {
  const items = resolveNavbarItems();
  const caret = <Icon name="chevronDown" className="dropdown-caret" />;
  return (
    <NavbarShell hideOnScroll={siteConfig.navbar.hideOnScroll}>
      <nav className="navbar-inner" aria-label="Main">
        <MobileMenu items={items} icons={{ open: <Icon name="menu" />, close: <Icon name="close" />, back: <Icon name="arrowLeft" />, caret }} colourToggle={<Toggle placement="menu" />} />
        <SiteLink href="/" className="navbar-brand">
          <ThemedLogo className="navbar-logo" />
          <span className="navbar-title">{siteConfig.navbar.title}</span>
        </SiteLink>
        <ul className="navbar-items">
          {items.map((item) => (
            <li key={item.label}>{isNavDropdown(item) ? <NavbarDropdown item={item} caretIcon={caret} /> : <NavLink item={item} className="navbar-link" />}</li>
          ))}
        </ul>
        <div className="navbar-end">
          <SearchBox />
          <Toggle placement="navbar" />
        </div>
      </nav>
    </NavbarShell>
  );
}
