'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

const RESET_AFTER_MS = 2000;

/**
 * Copies the code of the block it sits in; reads the text from the DOM so no copy ships twice.
 * Its face (icons and text) comes from the server parent, so the SVG is markup rather than client
 * code; CSS shows the icon for `data-state`.
 */
export function CopyButton({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), RESET_AFTER_MS);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    const code = ref.current?.closest('.code-block')?.querySelector('pre code')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  const label = state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : 'Copy code';
  return (
    <button
      ref={ref}
      type="button"
      className="copy-button"
      data-state={state}
      onClick={copy}
      aria-label={label}
      title={label}
    >
      {children}
      <span className="visually-hidden" aria-live="polite">
        {state === 'idle' ? '' : label}
      </span>
    </button>
  );
}
