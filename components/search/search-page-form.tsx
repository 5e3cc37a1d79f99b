import type { ChangeEvent } from 'react';
import type { SearchContext } from '@/lib/search/contexts';

export interface SearchPageFormProps {
  query: string;
  /** The `ctx` value: '' for all pages, a context id, or `-id` for outside it. */
  scope: string;
  contexts: SearchContext[];
  onQuery?: (event: ChangeEvent<HTMLInputElement>) => void;
  onScope?: (event: ChangeEvent<HTMLSelectElement>) => void;
}

/**
 * The results page's form. The server renders it (disabled, empty) before the URL is read, and
 * the client renders the same markup once it is: the page keeps its layout from the first paint.
 */
export function SearchPageForm({ query, scope, contexts, onQuery, onScope }: SearchPageFormProps) {
  // Server-rendered (no handlers) it is disabled: there is nothing to type into before the script runs.
  const disabled = !onQuery;
  return (
    <form
      className="search-page-form"
      role="search"
      aria-label="Search options"
      onSubmit={disabled ? undefined : (event) => event.preventDefault()}
    >
      <label htmlFor="search-page-query">Search for</label>
      <input
        id="search-page-query"
        type="search"
        value={query}
        autoComplete="off"
        disabled={disabled}
        onChange={onQuery}
      />
      <label htmlFor="search-page-context">Search in</label>
      <select id="search-page-context" value={scope} disabled={disabled} onChange={onScope}>
        <option value="">All pages</option>
        <optgroup label="Within">
          {contexts.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </optgroup>
        <optgroup label="Outside">
          {contexts.map((c) => (
            <option key={c.id} value={`-${c.id}`}>
              Outside {c.label}
            </option>
          ))}
        </optgroup>
      </select>
    </form>
  );
}
