'use client';

import { useEffect, useState } from 'react';
import { browserClipboardEnv, copyTextFromUrl } from '@/lib/clipboard';
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
        <span aria-hidden="true" className="doc-action-icon">{state === 'copied' ? '✓' : '⧉'}</span>
        {state === 'copied' ? 'Copied' : 'Copy page'}
      </button>
      <span role="status" className="visually-hidden">
        {MESSAGES[state]}
      </span>
    </>
  );
}
