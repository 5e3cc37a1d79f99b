'use client';

import { useEffect, useState, type RefObject } from 'react';
import { usePathname } from 'next/navigation';
import { rootMarginAround } from '@/browser/scroll';

/** Room around the control that still counts as under it: its shadow and the scale it fades in from. */
const PAD_PX = 8;

/**
 * Whether a code block lies under the floating control in `ref` (back to top, the highlights bar).
 * On a phone those controls sit over the reading column, so they step aside while the reader is
 * looking at code; an IntersectionObserver with the viewport shrunk to the control's box does the
 * watching, without work on every scroll event.
 */
export function useOverCode(ref: RefObject<HTMLElement | null>): boolean {
  const pathname = usePathname();
  const [overCode, setOverCode] = useState(false);

  useEffect(() => {
    const control = ref.current;
    if (!control || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | null = null;
    const under = new Set<Element>();
    const observe = () => {
      observer?.disconnect();
      under.clear();
      const rootMargin = rootMarginAround(
        control.getBoundingClientRect(),
        { width: innerWidth, height: innerHeight },
        PAD_PX,
      );
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          setOverCode(under.size > 0);
        },
        { rootMargin },
      );
      for (const block of document.querySelectorAll('#main-content .code-block')) observer.observe(block);
      setOverCode(false);
    };
    observe();
    window.addEventListener('resize', observe);
    return () => {
      window.removeEventListener('resize', observe);
      observer?.disconnect();
    };
  }, [ref, pathname]);

  return overCode;
}
