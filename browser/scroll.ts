/** Scroll-driven rules for the navbar and the back-to-top button. */

export interface ScrollSample {
  scrollTop: number;
  lastScrollTop: number;
  viewportHeight: number;
  documentHeight: number;
}

/** Distance scrolled before the back-to-top button may appear. */
export const BACK_TO_TOP_THRESHOLD_PX = 300;

function scrollingUpAwayFromBottom(
  { scrollTop, lastScrollTop, viewportHeight, documentHeight }: ScrollSample,
  margin = 0,
): boolean {
  // The rubber-band bounce at the bottom of a page reads as a small upward scroll: ignore it.
  return scrollTop < lastScrollTop && scrollTop + viewportHeight < documentHeight - margin;
}

/** The navbar hides while the reader scrolls down and comes back on the way up or near the top. */
export function navbarVisibleAfterScroll(sample: ScrollSample & { navbarHeight: number; visible: boolean }): boolean {
  if (sample.scrollTop < sample.navbarHeight) return true;
  if (sample.scrollTop > sample.lastScrollTop) return false;
  if (scrollingUpAwayFromBottom(sample, sample.navbarHeight)) return true;
  return sample.visible;
}

/** The back-to-top button shows when the reader, past the threshold, scrolls back up. */
export function backToTopVisibleAfterScroll(sample: ScrollSample): boolean {
  if (sample.scrollTop < BACK_TO_TOP_THRESHOLD_PX) return false;
  return scrollingUpAwayFromBottom(sample);
}

/** One animation frame of the smooth scroll to the top: each frame keeps `easing` of the distance. */
export function nextSmoothScrollTop(scrollTop: number, easing: number): number {
  return Math.floor(scrollTop * easing);
}

export interface Box {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/**
 * The IntersectionObserver root margin that shrinks the viewport to a floating control's box,
 * grown by `pad` on each side (the control may be scaled down while it fades in), so that what
 * intersects the observer's root is what lies under the control.
 */
export function rootMarginAround(box: Box, viewport: { width: number; height: number }, pad: number): string {
  const inset = (distance: number) => `${Math.round(pad - Math.max(0, distance))}px`;
  return [inset(box.top), inset(viewport.width - box.right), inset(viewport.height - box.bottom), inset(box.left)].join(
    ' ',
  );
}
