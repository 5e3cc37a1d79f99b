'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { navbarVisibleAfterScroll } from '@/browser/scroll';

/**
 * The navbar's <header>. With `hideOnScroll` it slides away while the reader scrolls down and
 * comes back on the way up or near the top; it is shown again on every new page.
 */
export function NavbarShell({ hideOnScroll, children }: { hideOnScroll: boolean; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const pathname = usePathname();
  const [visible, setVisible] = useState(true);

  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setVisible(true);
  }

  useEffect(() => {
    if (!hideOnScroll) return;
    let lastScrollTop = window.scrollY;
    let shown = true;
    const onScroll = () => {
      const scrollTop = window.scrollY;
      shown = navbarVisibleAfterScroll({
        scrollTop,
        lastScrollTop,
        navbarHeight: ref.current?.offsetHeight ?? 0,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
        visible: shown,
      });
      lastScrollTop = scrollTop;
      setVisible(shown);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);

  return (
    <header ref={ref} className={`navbar${visible ? '' : ' navbar-hidden'}`}>
      {children}
    </header>
  );
}
