'use client';

import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { usePathname, useRouter } from 'next/navigation';
import { constants } from '@/lib/constants';
import { contextOfPath, indexIdsForScope, searchPageHref, type SearchScope } from '@/lib/search/contexts';
import { hitHref } from '@/browser/search/highlight-param';
import type { SearchHit, SearchSetup } from '@/lib/search/types';
import { useSearchIndex } from './use-search-index';
import { useSearchResults } from './use-search-results';
import { useSearchShortcut } from './use-search-shortcut';
import { useSearchWarmUp } from './use-search-warm-up';

// The dropdown is code a reader who never searches does not need: it loads with the index, on first touch.
const loadSuggestions = () => import('./search-suggestions').then((m) => ({ default: m.SearchSuggestions }));
const SearchSuggestions = lazy(loadSuggestions);

/**
 * The navbar search box: a WAI-ARIA combobox with a listbox of suggestions. On a page inside a
 * search context it searches that context; elsewhere it searches everything. Its index loads on
 * first focus or hover, never before. Below the desktop breakpoint an open box fills the screen
 * (search.css); `icon` is the server-drawn magnifier.
 */
export function SearchBox({ setup, action, icon }: { setup: SearchSetup; action: string; icon: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const shortcut = useSearchShortcut(input);

  const context = contextOfPath(pathname, setup.contexts);
  const scope: SearchScope = context ? { kind: 'within', context } : { kind: 'all' };
  const indexIds = indexIdsForScope(scope, Object.keys(setup.files));
  const index = useSearchIndex(setup, indexIds);
  const { state, error } = index;
  const load = () => {
    index.load();
    void loadSuggestions();
  };
  useSearchWarmUp(setup, indexIds, loadSuggestions);
  const { response, stale } = useSearchResults(query, indexIds, state === 'ready', constants.searchSuggestionsLimit);
  const hits = response?.status === 'ok' ? response.hits : [];
  const listboxId = `${id}-listbox`;
  const optionId = (i: number) => `${id}-option-${i}`;

  const footer = [{ label: 'See all results', href: searchPageHref(setup.searchPath, query, { kind: 'all' }) }];
  if (context) {
    footer.push(
      {
        label: `See all results within "${context.label}"`,
        href: searchPageHref(setup.searchPath, query, { kind: 'within', context }),
      },
      {
        label: `See all results outside "${context.label}"`,
        href: searchPageHref(setup.searchPath, query, { kind: 'outside', context }),
      },
    );
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const choose = (hit: SearchHit) => {
    close();
    setQuery('');
    input.current?.blur();
    router.push(hitHref(hit));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (hits.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) =>
        current === -1 && step === -1 ? hits.length - 1 : (current + step + hits.length) % hits.length,
      );
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active >= 0 && hits[active]) choose(hits[active]);
      else if (query.trim()) {
        close();
        router.push(footer[0].href);
      }
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (open) close();
      else setQuery('');
    }
  };

  return (
    // A GET form to the results page: without JavaScript, Enter still lands on /search, which says
    // search needs JavaScript. With it, Enter is handled above and never submits.
    <form
      action={action}
      method="get"
      className="search"
      role="search"
      aria-label="Quick search"
      data-state={state}
      data-open={open}
      onMouseEnter={load}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor={`${id}-input`} className="visually-hidden">
        Search
      </label>
      {icon}
      <input
        ref={input}
        id={`${id}-input`}
        name="q"
        className="search-input"
        type="text"
        role="combobox"
        enterKeyHint="search"
        placeholder="Search"
        autoComplete="off"
        spellCheck={false}
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="Control+K Meta+K"
        aria-busy={state === 'loading' || stale}
        value={query}
        onFocus={() => {
          setOpen(true);
          load();
        }}
        onChange={(event) => {
          // Usually a no-op; under `next dev` a save may have given the index a new file since focus.
          load();
          setQuery(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
      />
      {state === 'loading' ? (
        <span className="search-spinner" aria-hidden="true" />
      ) : (
        <kbd className="search-shortcut">{shortcut}</kbd>
      )}
      <span className="visually-hidden" role="status">
        {state === 'loading'
          ? 'Loading search index'
          : response?.status === 'ok' && query.trim()
            ? `${response.total} results`
            : ''}
      </span>
      {open ? (
        <Suspense>
          <SearchSuggestions
            listboxId={listboxId}
            optionId={optionId}
            query={query}
            state={state}
            loadError={error}
            response={response}
            active={active}
            onHover={setActive}
            onChoose={choose}
            footer={footer}
            scope={scope}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
