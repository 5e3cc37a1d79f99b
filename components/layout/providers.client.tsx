'use client';

import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';

export interface ProvidersProps {
  children: ReactNode;
  defaultTheme: 'light' | 'dark';
  followSystem: boolean;
}

/** next-themes configured per SPEC section 4: `data-theme` on <html>, stored under `theme`. */
export function Providers({ children, defaultTheme, followSystem }: ProvidersProps) {
  return (
    <ThemeProvider
      attribute="data-theme"
      storageKey="theme"
      defaultTheme={followSystem ? 'system' : defaultTheme}
      enableSystem={followSystem}
      themes={['light', 'dark']}
      disableTransitionOnChange
    >
      {children}
    </ThemeProvider>
  );
}
