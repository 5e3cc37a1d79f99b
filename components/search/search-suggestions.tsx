import Link from 'next/link';
import type { SearchScope } from '@/lib/search/contexts';
import type { IndexState } from '@/browser/search/index-loader';
import type { SearchHit, SearchResponse } from '@/lib/search/types';
import { SearchSnippet } from './search-snippet';

export interface SearchSuggestionsProps {
  listboxId: string;
  optionId: (index: number) => string;
  query: string;
  state: IndexState;
  loadError: string | null;
  response: SearchResponse | undefined;
  active: number;
  onHover: (index: number) => void;
  onChoose: (hit: SearchHit) => void;
  /** Links to the results page: everywhere, and within and outside the current context. */
  footer: { label: string; href: string }[];
  scope: SearchScope;
}

/** The dropdown of the search box: suggestions (a listbox), a message when there are none, the footer links. */
export function SearchSuggestions(props: SearchSuggestionsProps) {
  const { listboxId, optionId, query, state, loadError, response, active, onHover, onChoose, footer, scope } = props;
  const hits = response?.status === 'ok' ? response.hits : [];
  return (
    <div className="search-dropdown">
      <ul role="listbox" id={listboxId} aria-label="Search suggestions" className="search-options">
        {hits.map((hit, i) => (
          <li
            key={`${hit.document.url}${hit.document.hash}`}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className="search-option"
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => onHover(i)}
            onClick={() => onChoose(hit)}
          >
            <span className="search-option-page">{hit.page.title}</span>
            {hit.document.section ? <span className="search-option-section">{hit.document.section}</span> : null}
            <SearchSnippet snippet={hit.snippet} />
          </li>
        ))}
      </ul>
      <SearchMessage query={query} state={state} loadError={loadError} response={response} scope={scope} />
      {query.trim() && footer.length > 0 ? (
        <ul className="search-footer">
          {footer.map((link) => (
            <li key={link.label}>
              {/* These links change with every keystroke: prefetching them would fetch pages per letter typed. */}
              <Link href={link.href} prefetch={false} onMouseDown={(event) => event.preventDefault()}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function SearchMessage({
  query,
  state,
  loadError,
  response,
  scope,
}: Pick<SearchSuggestionsProps, 'query' | 'state' | 'loadError' | 'response' | 'scope'>) {
  if (state === 'error')
    return <p className="search-message search-message-error">Search could not load: {loadError}</p>;
  if (!query.trim()) {
    const where = scope.kind === 'within' ? `within "${scope.context.label}"` : 'the docs and blog';
    return (
      <p className="search-message">
        Type to search {where}. Syntax: <code>+must</code> <code>-not</code> <code>title:word</code> <code>word~1</code>{' '}
        <code>word^2</code> <code>wor*</code>
      </p>
    );
  }
  if (state === 'loading' && !response) return <p className="search-message">Loading search index…</p>;
  if (response?.status === 'error') return <QueryError message={response.message} hint={response.hint} />;
  if (response?.status === 'ok' && response.hits.length === 0) return <p className="search-message">No results</p>;
  return null;
}

/** The parser's message, and beside it how to write the query right. */
export function QueryError({ message, hint }: { message: string; hint?: string }) {
  return (
    <>
      <p className="search-message search-message-error">{message}</p>
      {hint ? <p className="search-message search-hint">{hint}</p> : null}
    </>
  );
}
