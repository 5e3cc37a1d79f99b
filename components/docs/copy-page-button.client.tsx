'use client';

import { useEffect, useState } from 'react';
import { browserClipboardEnv, copyTextFromUrl } from '@/browser/clipboard';
import { useHydrated } from '@/components/layout/use-hydrated';

const RESET_AFTER_MS = 2500;

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

const MESSAGES: Record<CopyState, string> = {
  idle: '',
  copying: '',
  copied: 'Copied',
  failed: 'Copy failed: open the Markdown link instead',
};

/**
 * Copies the page's Markdown copy. Fetched on click, so pages carry no second copy of their
 * text; hidden (space kept) until hydrated, since without JavaScript it could do nothing.
 */
export function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied' && state !== 'failed') return;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    setState('copying');
    try {
      await copyTextFromUrl(markdownUrl, browserClipboardEnv());
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <>
      <button
        type="button"
        className="doc-action-button"
        onClick={copy}
        disabled={state === 'copying'}
        data-hydrated={hydrated ? 'true' : undefined}
      >
        {/* Drawn, not a symbol character: many system fonts have no glyph for a copy sign. */}
        <svg
          aria-hidden="true"
          className="doc-action-icon"
          viewBox="0 0 16 16"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          {state === 'copied' ? (
            <path d="M3 8.5l3 3 7-7" />
          ) : (
            <>
              <rect x="5.5" y="5.5" width="8.5" height="8.5" rx="1.5" />
              <path d="M10.5 5.5V3.5A1.5 1.5 0 0 0 9 2H3.5A1.5 1.5 0 0 0 2 3.5V9a1.5 1.5 0 0 0 1.5 1.5h2" />
            </>
          )}
        </svg>
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <span role="status" className="visually-hidden">
        {MESSAGES[state]}
      </span>
    </>
  );
}
