'use client';

import { useEffect, useMemo } from 'react';

/** Marks the history entry the menu added; Next.js copies its own router state next to it. */
const MARKER = 'readerMenuOpen';

function markerOnTop(): boolean {
  return Boolean((window.history.state as Record<string, unknown> | null)?.[MARKER]);
}

/**
 * The browser's Back button closes an open menu and stays on the page: opening adds a history
 * entry for the same URL, Back removes it. Closing any other way removes the entry too, and a
 * link chosen in the menu replaces it (see ReplaceHistoryContext), so history stays as if the
 * menu had never been opened.
 */
export function useMenuHistoryEntry(open: boolean, onBack: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPopState = () => {
      if (!markerOnTop()) onBack();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [open, onBack]);

  return useMemo(
    () => ({
      push() {
        if (!markerOnTop()) window.history.pushState({ [MARKER]: true }, '');
      },
      drop() {
        if (markerOnTop()) window.history.back();
      },
    }),
    [],
  );
}
