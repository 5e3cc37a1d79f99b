import { Suspense } from 'react';
import { getSearchSetup } from '@/lib/search/site-index';
import { withBaseUrl } from '@/lib/routes';
import { SearchBox as SearchBoxClient } from './search-box.client';
import { SearchHighlights } from './search-highlights.client';
import { Icon } from '@/components/icons/site-icons';

/** The navbar's search: the box, and the marks a chosen hit leaves on its target page. */
export function SearchBox() {
  const setup = getSearchSetup();
  return (
    <>
      <SearchBoxClient
        setup={setup}
        action={withBaseUrl(setup.searchPath)}
        icon={<Icon name="search" className="search-icon" />}
      />
      {/* The full-screen panel's Close (search.css shows it only then). It sits outside the form:
          pressing it takes focus out of the box, which closes it with no script of its own. */}
      <button type="button" className="search-close">
        Close
      </button>
      <Suspense fallback={null}>
        <SearchHighlights />
      </Suspense>
    </>
  );
}
