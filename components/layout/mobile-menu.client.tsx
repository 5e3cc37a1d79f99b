'use client';

import { usePathname, useSelectedLayoutSegment } from 'next/navigation';
import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { constants } from '@/lib/constants';
import { DOCS_SEGMENT, isNavDropdown, type ResolvedNavbarItem } from '@/lib/navbar-items';
import { useCurrentSidebar } from '@/components/docs/current-sidebar';
import { SidebarRoot } from '@/components/docs/sidebar-tree.client';
import { MenuDropdown } from './menu-dropdown.client';
import { NavLink } from './nav-link.client';
import { ReplaceHistoryContext } from './site-link.client';
import { useFocusTrap } from './use-focus-trap';
import { useMenuHistoryEntry } from './use-menu-history-entry';

export interface MobileMenuProps {
  items: ResolvedNavbarItem[];
  /** Drawn by the navbar: the icons, and the colour-mode toggle beside the close button. */
  icons: { open: ReactNode; close: ReactNode; back: ReactNode; caret: ReactNode };
  colourToggle: ReactNode;
}

/** Below the desktop breakpoint: a slide-out panel with the navbar items and, on docs pages, the page's sidebar. */
export function MobileMenu({ items, icons, colourToggle }: MobileMenuProps) {
  const pathname = usePathname();
  const sidebar = useCurrentSidebar();
  const onDocsPage = useSelectedLayoutSegment() === DOCS_SEGMENT && sidebar !== null;
  const [open, setOpen] = useState(false);
  const [showSidebar, setShowSidebar] = useState(true);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const closeOnBack = useCallback(() => setOpen(false), []);
  const history = useMenuHistoryEntry(open, closeOnBack);

  /** Escape, the backdrop, the close button, the desktop layout: close and give focus back. */
  const dismiss = useCallback(() => {
    setOpen(false);
    history.drop();
    buttonRef.current?.focus();
  }, [history]);

  useFocusTrap(panelRef, open, dismiss);

  // The path changes (a link choice, or Back to another page): the menu closes.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(`(min-width: ${constants.desktopBreakpointPx}px)`);
    const onChange = () => desktop.matches && dismiss();
    desktop.addEventListener('change', onChange);
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      desktop.removeEventListener('change', onChange);
      document.body.style.overflow = overflow;
    };
  }, [open, dismiss]);

  // A link chosen in the panel closes it even when it points at the page already shown.
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a[href]')) setOpen(false);
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button navbar-menu-button"
        aria-label="Open navigation menu"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => {
          setShowSidebar(true);
          setOpen(true);
          history.push();
        }}
      >
        {icons.open}
      </button>
      {open ? <div className="mobile-menu-backdrop" onClick={dismiss} aria-hidden="true" /> : null}
      <div
        ref={panelRef}
        id="mobile-menu"
        className={`mobile-menu${open ? ' open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-label="Navigation menu"
        onClick={onPanelClick}
      >
        <div className="mobile-menu-header">
          {colourToggle}
          <button type="button" className="icon-button" aria-label="Close navigation menu" onClick={dismiss}>
            {icons.close}
          </button>
        </div>
        <ReplaceHistoryContext.Provider value={open}>
          {onDocsPage && showSidebar ? (
            <div className="mobile-menu-sidebar">
              <button type="button" className="mobile-menu-back" onClick={() => setShowSidebar(false)}>
                {icons.back}
                Back to main menu
              </button>
              <SidebarRoot view={sidebar.view} file={sidebar.file} />
            </div>
          ) : (
            <ul className="mobile-menu-items">
              {items.map((item) => (
                <li key={item.label}>
                  {isNavDropdown(item) ? (
                    <MenuDropdown item={item} caretIcon={icons.caret} />
                  ) : (
                    <NavLink item={item} className="mobile-menu-link" />
                  )}
                </li>
              ))}
            </ul>
          )}
        </ReplaceHistoryContext.Provider>
      </div>
    </>
  );
}
