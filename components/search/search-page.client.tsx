'use client';

import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'next/navigation';
import { indexIdsForScope, parseScope, scopeParam, type SearchScope } from '@/lib/search/contexts';
import type { SearchSetup } from '@/lib/search/types';
import { SearchPageForm } from './search-page-form';
import { SearchResultsList } from './search-results-list';
import { QueryError } from './search-suggestions';
import { useSearchIndex } from './use-search-index';
import { useSearchResults } from './use-search-results';

/**
 * Results shown at first and added by each "Show more results" (96 hits at once made a
 * 15,500 px phone page); each result shown costs the fetch of its section's text.
 */
const RESULTS_PAGE_SIZE = 10;

/**
 * The /search page: reads q, ctx and version from the URL, and writes q and ctx back as the
 * reader types or picks a context (replacing the history entry, never adding one).
 */
export function SearchPage({ setup }: { setup: SearchSetup }) {
  const params = useSearchParams();
  const urlQuery = params.get('q') ?? '';
  const version = params.get('version');
  const scope = parseScope(params.get('ctx'), setup.contexts);
  const [query, setQuery] = useState(urlQuery);
  // The URL catches up with typing a moment later, one value at a time; only a q this page did
  // not write itself (a link from the search box, say) replaces what is in the field.
  const [written, setWritten] = useState<string[]>([urlQuery]);
  if (!written.includes(urlQuery)) {
    setWritten([urlQuery]);
    setQuery(urlQuery);
  }

  const indexIds = indexIdsForScope(scope, Object.keys(setup.files));
  const { state, error, load } = useSearchIndex(setup, indexIds);
  useEffect(load, [load]);
  const [shown, setShown] = useState({ query, scope: scopeParam(scope), count: RESULTS_PAGE_SIZE });
  const current = shown.query === query && shown.scope === scopeParam(scope);
  if (!current) setShown({ query, scope: scopeParam(scope), count: RESULTS_PAGE_SIZE });
  const { response } = useSearchResults(query, indexIds, state === 'ready', current ? shown.count : RESULTS_PAGE_SIZE);
  // "Show more results" hands focus to the first result it added: keyboard and screen reader users
  // carry on reading where the new results start, and focus is not lost when the button goes.
  const resultsList = useRef<HTMLOListElement>(null);
  const focusResultAt = useRef<number | null>(null);
  useEffect(() => {
    const at = focusResultAt.current;
    if (at === null || response?.status !== 'ok' || response.hits.length <= at) return;
    focusResultAt.current = null;
    resultsList.current?.querySelectorAll<HTMLAnchorElement>('.search-result-title a')[at]?.focus();
  }, [response]);

  // Native replaceState rather than router.replace: it is synchronous, so fast typing cannot
  // leave the URL a few keystrokes behind, and Next keeps useSearchParams in step with it.
  const replaceUrl = (nextQuery: string, nextScope: SearchScope) => {
    const next = new URLSearchParams();
    if (nextQuery) next.set('q', nextQuery);
    if (scopeParam(nextScope)) next.set('ctx', scopeParam(nextScope));
    if (version) next.set('version', version);
    const search = next.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}`);
  };

  const knownVersion =
    !version || setup.versions.some((v) => v.name === version || v.label.toLowerCase() === version.toLowerCase());
  const where = scope.kind === 'all' ? '' : ` ${scope.kind} "${scope.context.label}"`;
  return (
    <>
      <h1>{query.trim() ? `Search results for "${query}"` : 'Search'}</h1>
      <SearchPageForm
        query={query}
        scope={scopeParam(scope)}
        contexts={setup.contexts}
        onQuery={(event) => {
          const value = event.target.value;
          setQuery(value);
          setWritten((values) => [...values.slice(-50), value]);
          replaceUrl(value, scope);
        }}
        onScope={(event) => replaceUrl(query, parseScope(event.target.value, setup.contexts))}
      />
      {knownVersion ? null : (
        <p className="search-message search-message-error">
          There is no docs version &quot;{version}&quot;; showing results for {setup.versions[0].label}. Available
          versions: {setup.versions.map((v) => v.name).join(', ')}.
        </p>
      )}
      <div className="search-page-status" role="status">
        {state === 'loading' ? (
          <p>
            <span className="search-spinner" aria-hidden="true" /> Loading search index…
          </p>
        ) : null}
        {state === 'error' ? <p className="search-message-error">Search could not load: {error}</p> : null}
        {response?.status === 'error' ? <QueryError message={response.message} hint={response.hint} /> : null}
        {response?.status === 'ok' && query.trim() ? (
          <p>
            {response.total === 0
              ? 'No results'
              : `${response.total} ${response.total === 1 ? 'result' : 'results'}${where}`}
          </p>
        ) : null}
      </div>
      {response?.status === 'ok' ? <SearchResultsList hits={response.hits} ref={resultsList} /> : null}
      {response?.status === 'ok' && response.total > response.hits.length ? (
        <p className="search-more">
          <button
            type="button"
            className="search-more-button"
            onClick={() => {
              focusResultAt.current = response.hits.length;
              setShown({ ...shown, count: shown.count + RESULTS_PAGE_SIZE });
            }}
          >
            Show more results
          </button>
          <span className="search-more-count">
            Showing {response.hits.length} of {response.total}
          </span>
        </p>
      ) : null}
    </>
  );
}
