'use client';

import { useEffect, useRef } from 'react';
import { THEME_STORAGE_KEY } from '@/lib/colour-mode';
import { removeStorage } from '@/lib/storage';

/**
 * When another tab chooses "system" it removes the `theme` key. next-themes answers a removed key
 * by writing its default ("system") back under the key, which breaks the storage rule and echoes
 * between tabs. This capture-phase listener runs first, follows the other tab, and keeps the key
 * absent. Only needed when the config follows the system scheme.
 */
export function useSystemChoiceFromOtherTabs(enabled: boolean, theme: string | undefined, setTheme: (theme: string) => void): void {
  const current = useRef(theme);
  useEffect(() => {
    current.current = theme;
  }, [theme]);

  useEffect(() => {
    if (!enabled) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key !== THEME_STORAGE_KEY || (event.newValue !== null && event.newValue !== 'system')) return;
      event.stopImmediatePropagation();
      if (current.current === 'system') return;
      current.current = 'system';
      setTheme('system');
      removeStorage(THEME_STORAGE_KEY);
    };
    window.addEventListener('storage', onStorage, true);
    return () => window.removeEventListener('storage', onStorage, true);
  }, [enabled, setTheme]);
}
