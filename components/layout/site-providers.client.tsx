'use client';

import type { ReactNode } from 'react';
import { ThemeProvider } from 'next-themes';
import { colourModeProviderSettings, type ColourModeConfig } from '@/lib/colour-mode';
import { useHydratedMark } from './hydrated-mark.client';

/**
 * The root layout's one client wrapper. next-themes owns the colour mode: its inline script,
 * rendered first in <body>, puts the stored choice on <html> before any content is parsed (no
 * flash), and the provider stores the toggle's choice and follows other tabs and, while
 * 'system' is chosen, the system scheme. <html> carries `suppressHydrationWarning` for the
 * attributes that script sets.
 *
 * Being the outermost client component, it also says when the page has hydrated.
 */
export function SiteProviders({ colourMode, children }: { colourMode: ColourModeConfig; children: ReactNode }) {
  useHydratedMark();
  return <ThemeProvider {...colourModeProviderSettings(colourMode)}>{children}</ThemeProvider>;
}
