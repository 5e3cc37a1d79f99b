import type { Snippet } from '@/lib/search/types';

/** A snippet with its matched words marked, and an ellipsis where text was cut. */
export function SearchSnippet({ snippet }: { snippet: Snippet }) {
  return (
    <span className="search-snippet">
      {snippet.cutStart ? '…' : null}
      {snippet.parts.map((part, i) =>
        part.match ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
      {snippet.cutEnd ? '…' : null}
    </span>
  );
}
