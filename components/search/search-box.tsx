import { Suspense } from 'react';
import { getSearchSetup } from '@/lib/search/site-index';
import { withBaseUrl } from '@/lib/routes';
import { SearchBox as SearchBoxClient } from './search-box.client';
import { SearchHighlights } from './search-highlights.client';
import './search.css';

/** The navbar's search: the box, and the marks a chosen hit leaves on its target page. */
export function SearchBox() {
  const setup = getSearchSetup();
  return (
    <>
      <SearchBoxClient setup={setup} action={withBaseUrl(setup.searchPath)} />
      <Suspense fallback={null}>
        <SearchHighlights />
      </Suspense>
    </>
  );
}
