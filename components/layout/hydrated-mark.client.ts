'use client';

import { useEffect } from 'react';
import { HYDRATED_ATTRIBUTE } from '@/lib/constants';

/**
 * Marks <html> once the calling component has hydrated (or, for the crash page, rendered). Called
 * from the outermost client component of a document: a parent's effects run after all of its
 * children's, so by then every listener the page adds on hydration is on, and tests (or any
 * script) can wait for the attribute instead of guessing.
 */
export function useHydratedMark(): void {
  useEffect(() => document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
}
