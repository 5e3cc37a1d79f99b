import { useEffect } from 'react';
import { prefetchAllowed, type ConnectionInfo } from '@/browser/prefetch';
import { warmIndexes } from '@/browser/search/index-loader';
import type { SearchSetup } from '@/lib/search/types';

/**
 * Once the page has loaded and the browser is idle, starts the search worker and has it fetch
 * the roots of `indexIds`, so a reader who presses Ctrl+K and types at once waits only for the
 * pieces of their words. Never on 2G or with data-saver, where search loads on first touch only.
 * Nothing shows it (no spinner): the box is simply ready when the reader touches it.
 * User Timing marks say which way it went (`search:warm-up`, then `search:warm-up-loaded` once
 * the roots are in, or `search:warm-up-declined`).
 */
export function useSearchWarmUp(setup: SearchSetup, indexIds: string[], loadCode: () => void): void {
  const key = indexIds.join(' ');
  useEffect(() => {
    let cancelled = false;
    const warm = () => {
      if (cancelled) return;
      if (!prefetchAllowed((navigator as Navigator & { connection?: ConnectionInfo }).connection)) {
        performance.mark('search:warm-up-declined');
        return;
      }
      performance.mark('search:warm-up');
      loadCode();
      // A failure here is not the reader's concern: the first touch loads again and reports it.
      warmIndexes(setup, key.split(' ')).then(
        () => performance.mark('search:warm-up-loaded'),
        () => {},
      );
    };
    const idle = () => (window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 1)))(warm);
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', idle);
    };
    // Once per page: a later navigation keeps what the worker holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
