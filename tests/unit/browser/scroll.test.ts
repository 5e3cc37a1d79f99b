import { describe, expect, it } from 'vitest';
import {
  backToTopVisibleAfterScroll,
  navbarVisibleAfterScroll,
  nextSmoothScrollTop,
  rootMarginAround,
} from '@/browser/scroll';
import { constants } from '@/lib/constants';

const page = { viewportHeight: 800, documentHeight: 5000 };
const navbar = { ...page, navbarHeight: 60 };

describe('the hide-on-scroll navbar', () => {
  it('hides while scrolling down', () => {
    expect(navbarVisibleAfterScroll({ ...navbar, scrollTop: 600, lastScrollTop: 500, visible: true })).toBe(false);
  });

  it('shows again when scrolling up', () => {
    expect(navbarVisibleAfterScroll({ ...navbar, scrollTop: 500, lastScrollTop: 600, visible: false })).toBe(true);
  });

  it('always shows near the top', () => {
    expect(navbarVisibleAfterScroll({ ...navbar, scrollTop: 30, lastScrollTop: 10, visible: false })).toBe(true);
  });

  it('ignores the bounce at the bottom of the page', () => {
    expect(navbarVisibleAfterScroll({ ...navbar, scrollTop: 4190, lastScrollTop: 4200, visible: false })).toBe(false);
  });
});

describe('the back-to-top button', () => {
  it('stays hidden before 300 px even when scrolling up', () => {
    expect(backToTopVisibleAfterScroll({ ...page, scrollTop: 299, lastScrollTop: 320 })).toBe(false);
  });

  it('shows past 300 px when scrolling up', () => {
    expect(backToTopVisibleAfterScroll({ ...page, scrollTop: 300, lastScrollTop: 400 })).toBe(true);
  });

  it('hides when scrolling down', () => {
    expect(backToTopVisibleAfterScroll({ ...page, scrollTop: 1200, lastScrollTop: 1100 })).toBe(false);
  });

  it('scrolls smoothly with the easing factor of the constants, reaching the top', () => {
    expect(constants.scrollEasingFactor).toBe(0.85);
    expect(nextSmoothScrollTop(1000, constants.scrollEasingFactor)).toBe(850);
    let top = 3000;
    let frames = 0;
    while (top > 0) {
      top = nextSmoothScrollTop(top, constants.scrollEasingFactor);
      frames++;
    }
    expect(frames).toBeLessThan(60);
  });
});

describe('the band under a floating control', () => {
  const viewport = { width: 375, height: 700 };

  it('shrinks the viewport to the control, grown by the padding on every side', () => {
    // A 48 px button 20 px from the bottom right corner.
    const box = { top: 632, right: 355, bottom: 680, left: 307 };
    expect(rootMarginAround(box, viewport, 8)).toBe('-624px -12px -12px -299px');
  });

  it('measures from the viewport edge where the control reaches past it, adding only the padding', () => {
    expect(rootMarginAround({ top: -4, right: 380, bottom: 40, left: 0 }, viewport, 8)).toBe('8px 8px -652px 8px');
  });
});
