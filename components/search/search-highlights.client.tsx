'use client';

import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePathname, useSearchParams } from 'next/navigation';
import { HIGHLIGHT_PARAM, highlightTerms } from '@/browser/search/highlight-param';
import { useOverCode } from '@/components/layout/use-over-code';

/** A word as lunr sees it: from the first to the last word character of a run between separators. */
const WORD = /\w(?:[^\s-]*\w)?/g;

/**
 * Marks the searched words on the page a search hit led to (mark.js), until the reader presses
 * "Clear highlights". The words come in the `highlight` parameter as index terms, and a word is
 * marked when it reduces to one of them, so "agents" is marked for the term "agent".
 */
export function SearchHighlights() {
  const params = useSearchParams();
  const pathname = usePathname();
  const wanted = params.get(HIGHLIGHT_PARAM);
  const [marked, setMarked] = useState<{ key: string; count: number; clear: () => void } | null>(null);
  const key = `${pathname}?${wanted ?? ''}`;

  useEffect(() => {
    const terms = highlightTerms(wanted);
    const root = document.getElementById('main-content');
    if (terms.size === 0 || !root) return;
    let cancelled = false;
    let unmark = () => {};
    Promise.all([import('mark.js'), import('@/lib/search/tokens')]).then(([{ default: Mark }, { termOf }]) => {
      if (cancelled) return;
      const instance = new Mark(root);
      unmark = () => instance.unmark();
      instance.markRegExp(WORD, {
        className: 'search-highlight',
        // Words in the page's own navigation (breadcrumbs, table of contents, pagination) stay unmarked.
        exclude: ['nav *', '.toc-mobile *', '.hash-link'],
        filter: (_node, word) => terms.has(termOf(word) ?? ''),
        done: (count) => {
          if (!cancelled) setMarked({ key, count, clear: () => instance.unmark() });
        },
      });
    });
    return () => {
      cancelled = true;
      unmark();
    };
  }, [wanted, key]);

  if (!marked || marked.key !== key || marked.count === 0) return null;
  const clear = () => {
    marked.clear();
    setMarked(null);
    const url = new URL(window.location.href);
    url.searchParams.delete(HIGHLIGHT_PARAM);
    // Native history keeps the scroll position and needs no round trip; Next keeps useSearchParams in step with it.
    window.history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
  };
  return createPortal(<HighlightsBar count={marked.count} onClear={clear} />, document.body);
}

/** The floating "N matches highlighted" bar; like back to top, it steps aside while over code. */
function HighlightsBar({ count, onClear }: { count: number; onClear: () => void }) {
  const bar = useRef<HTMLDivElement>(null);
  const overCode = useOverCode(bar);
  return (
    <div
      ref={bar}
      className={`search-highlights-bar${overCode ? ' over-code' : ''}`}
      role="region"
      aria-label="Search highlights"
    >
      <span>
        {count} {count === 1 ? 'match' : 'matches'} highlighted
      </span>
      <button type="button" className="search-highlights-clear" onClick={onClear}>
        Clear highlights
      </button>
    </div>
  );
}
