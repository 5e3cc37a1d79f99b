'use client';

import type { ReactNode } from 'react';
import type { ColourModeConfig } from '@/lib/colour-mode';
import { isNavDropdown, type ResolvedNavbarItem } from '@/lib/navbar-items';
import { Icon } from '@/components/icons/site-icons';
import { ColourModeToggle } from './colour-mode-toggle.client';
import { NavbarShell } from './navbar-shell.client';
import { MobileMenu } from './mobile-menu.client';
import { NavLink } from './nav-link.client';
import { NavbarDropdown } from './navbar-dropdown.client';
import { SiteLink } from './site-link.client';
import { ThemedLogo, type Logo } from './themed-logo';

export interface NavbarContentProps {
  items: ResolvedNavbarItem[];
  title: string;
  logo: Logo;
  hideOnScroll: boolean;
  /** Null when the config disables the colour-mode switch. */
  colourMode: ColourModeConfig | null;
  /** The search box, drawn by the server with its index files. */
  children: ReactNode;
}

/** The toggle, drawn twice: in the navbar on desktop, in the mobile menu's header below 996 px. */
function Toggle({ placement, config }: { placement: 'navbar' | 'menu'; config: ColourModeConfig | null }) {
  if (!config) return null;
  return (
    <span className={`colour-mode-toggle-${placement}`}>
      <ColourModeToggle config={config}>
        <Icon name="sun" className="icon-sun" />
        <Icon name="moon" className="icon-moon" />
        <Icon name="system" className="icon-system" />
      </ColourModeToggle>
    </span>
  );
}

/** The navbar's bar, brand, items, mobile menu and toggles (site-navbar.tsx says why it is drawn here). */
export function NavbarContent({ items, title, logo, hideOnScroll, colourMode, children }: NavbarContentProps) {
  const caret = <Icon name="chevronDown" className="dropdown-caret" />;
  return (
    <NavbarShell hideOnScroll={hideOnScroll}>
      <nav className="navbar-inner" aria-label="Main">
        <MobileMenu
          items={items}
          icons={{ open: <Icon name="menu" />, close: <Icon name="close" />, back: <Icon name="arrowLeft" />, caret }}
          colourToggle={<Toggle placement="menu" config={colourMode} />}
        />
        <SiteLink href="/" className="navbar-brand">
          <ThemedLogo logo={logo} className="navbar-logo" />
          <span className="navbar-title">{title}</span>
        </SiteLink>
        <ul className="navbar-items">
          {items.map((item) => (
            <li key={item.label}>
              {isNavDropdown(item) ? (
                <NavbarDropdown item={item} caretIcon={caret} />
              ) : (
                <NavLink item={item} className="navbar-link" />
              )}
            </li>
          ))}
        </ul>
        <div className="navbar-end">
          {children}
          <Toggle placement="navbar" config={colourMode} />
        </div>
      </nav>
    </NavbarShell>
  );
}
