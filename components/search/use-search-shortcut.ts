import { useEffect, useSyncExternalStore, type RefObject } from 'react';

const subscribe = () => () => {};
const onApplePlatform = () => /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent);

/**
 * Ctrl+K, or Cmd+K on Apple platforms, focuses the search input from anywhere on the page
 *. Returns the hint to show, which is "Ctrl K" until the browser says otherwise.
 */
export function useSearchShortcut(input: RefObject<HTMLInputElement | null>): string {
  const apple = useSyncExternalStore(subscribe, onApplePlatform, () => false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey)
        return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [input]);
  return apple ? '⌘ K' : 'Ctrl K';
}
