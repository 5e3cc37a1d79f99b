'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

/**
 * Holds the skip link. After a navigation to another page, focus moves here, so keyboard and
 * screen-reader users start at the top of the new page with the skip link next.
 * Hash changes stay on the page and leave focus alone.
 */
export function SkipLinkRegion({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div ref={ref} tabIndex={-1} className="skip-link-region">
      {children}
    </div>
  );
}
