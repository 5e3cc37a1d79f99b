'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { backToTopVisibleAfterScroll, nextSmoothScrollTop } from '@/browser/scroll';
import { constants } from '@/lib/constants';
import { useOverCode } from './use-over-code';

/**
 * Appears once the reader, more than 300 px down, scrolls back up; scrolls to the top with the
 * site's easing factor, `constants.scrollEasingFactor` (instantly for readers who prefer reduced motion). It steps aside while
 * a code block lies under it, unless it has keyboard focus.
 */
export function BackToTop({ icon }: { icon: ReactNode }) {
  const [shown, setShown] = useState(false);
  const frame = useRef<number | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const overCode = useOverCode(button);

  const cancel = () => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  };

  useEffect(() => {
    let lastScrollTop = window.scrollY;
    const onScroll = () => {
      const scrollTop = window.scrollY;
      const sample = {
        scrollTop,
        lastScrollTop,
        viewportHeight: window.innerHeight,
        documentHeight: document.documentElement.scrollHeight,
      };
      // Scrolling down while the animation runs means the reader took over.
      if (scrollTop > lastScrollTop) cancel();
      lastScrollTop = scrollTop;
      setShown(backToTopVisibleAfterScroll(sample));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancel();
    };
  }, []);

  const scrollToTop = () => {
    cancel();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      window.scrollTo(0, 0);
      return;
    }
    const step = () => {
      const top = window.scrollY;
      if (top <= 0) {
        frame.current = null;
        return;
      }
      window.scrollTo(0, nextSmoothScrollTop(top, constants.scrollEasingFactor));
      frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
  };

  return (
    <button
      ref={button}
      type="button"
      className={`back-to-top${shown ? ' shown' : ''}${overCode ? ' over-code' : ''}`}
      aria-label="Scroll back to top"
      tabIndex={shown ? 0 : -1}
      aria-hidden={!shown}
      onClick={scrollToTop}
    >
      {icon}
    </button>
  );
}
