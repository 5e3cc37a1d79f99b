'use client';

import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ResolvedNavDropdown } from '@/lib/navbar-items';
import { NavbarDropdownLinks } from './navbar-dropdown-links';

/**
 * A navbar dropdown on desktop (disclosure pattern): the button folds the list out and says so
 * with aria-expanded; Escape, a click elsewhere, focus leaving or a link choice fold it back.
 */
export function NavbarDropdown({ item, caretIcon }: { item: ResolvedNavDropdown; caretIcon: ReactNode }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  return (
    <div
      ref={rootRef}
      className="navbar-dropdown"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        buttonRef.current?.focus();
      }}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="navbar-link navbar-dropdown-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {item.label}
        {caretIcon}
      </button>
      <ul id={listId} className="navbar-dropdown-menu" hidden={!open} onClick={() => setOpen(false)}>
        <NavbarDropdownLinks links={item.items} className="navbar-dropdown-link" />
      </ul>
    </div>
  );
}
