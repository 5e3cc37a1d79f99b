'use client';

import { usePathname } from 'next/navigation';
import { useId, type ReactNode } from 'react';
import type { ResolvedNavDropdown } from '@/lib/navbar-items';
import { NavbarDropdownLinks } from './navbar-dropdown-links';
import { useDisclosureChoice } from './use-disclosure-state';

/**
 * A navbar dropdown inside the mobile menu: a collapsible group that keeps its open state while
 * the reader moves between pages, like the sidebar categories.
 */
export function MenuDropdown({ item, caretIcon }: { item: ResolvedNavDropdown; caretIcon: ReactNode }) {
  const pathname = usePathname();
  const [choice, setChoice] = useDisclosureChoice(`dropdown:${item.label}`);
  const expanded = choice?.expanded ?? false;
  const listId = useId();
  return (
    <>
      <button
        type="button"
        className="mobile-menu-link menu-dropdown-toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setChoice({ expanded: !expanded, madeOn: pathname })}
      >
        {item.label}
        {caretIcon}
      </button>
      <ul id={listId} className="menu-dropdown-items" hidden={!expanded}>
        <NavbarDropdownLinks links={item.items} className="mobile-menu-link" />
      </ul>
    </>
  );
}
