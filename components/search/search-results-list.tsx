import type { Ref } from 'react';
import Link from 'next/link';
import { hitHref } from '@/browser/search/highlight-param';
import type { SearchHit } from '@/lib/search/types';
import { SearchSnippet } from './search-snippet';

/** Every hit of the results page: the section as a link, where it sits, and its snippet. */
export function SearchResultsList({ hits, ref }: { hits: SearchHit[]; ref?: Ref<HTMLOListElement> }) {
  return (
    <ol className="search-results" ref={ref}>
      {hits.map((hit) => {
        const trail = [...hit.page.breadcrumbs, ...(hit.document.hash ? [hit.page.title] : [])];
        return (
          <li key={`${hit.document.url}${hit.document.hash}`} className="search-result">
            <h2 className="search-result-title">
              {/* The list changes as the reader types; a result is fetched when chosen, not per keystroke. */}
              <Link href={hitHref(hit)} prefetch={false}>
                {hit.document.title}
              </Link>
            </h2>
            {trail.length > 0 ? <p className="search-result-breadcrumbs">{trail.join(' › ')}</p> : null}
            <p className="search-result-snippet">
              <SearchSnippet snippet={hit.snippet} />
            </p>
          </li>
        );
      })}
    </ol>
  );
}
