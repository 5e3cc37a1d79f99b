'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { colourModeProviderSettings, type ColourModeConfig } from '@/lib/colour-mode';

/**
 * The root layout's one client wrapper. next-themes owns the colour mode: its inline script,
 * rendered first in <body>, puts the stored choice on <html> before any content is parsed (no
 * flash), and the provider stores the toggle's choice and follows other tabs and, while
 * 'system' is chosen, the system scheme. <html> carries `suppressHydrationWarning` for the
 * attributes that script sets.
 */
export function SiteProviders({ colourMode, children }: { colourMode: ColourModeConfig; children: ReactNode }) {
  return <ThemeProvider {...colourModeProviderSettings(colourMode)}>{children}</ThemeProvider>;
}
