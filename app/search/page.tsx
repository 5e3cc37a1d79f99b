import type { Metadata } from 'next';
import { Suspense } from 'react';
import { pageMetadata } from '@/lib/metadata';
import { getSearchSetup } from '@/lib/search/site-index';
import { SearchPage } from '@/components/search/search-page.client';
import { SiteLink } from '@/components/layout/site-link.client';
import { SearchPageForm } from '@/components/search/search-page-form';

export const metadata: Metadata = pageMetadata({
  title: 'Search',
  description: 'Search the documentation and the blog.',
  path: '/search',
  kind: 'search',
});

/** The results page: the query comes from the URL (q, ctx, version), so the page itself is static. */
export default function SearchRoute() {
  const setup = getSearchSetup();
  return (
    <main id="main-content" className="search-page" tabIndex={-1}>
      {/* Without JavaScript the fallback is all a reader ever gets, so it explains itself. With
          it, the fallback is the page's first paint: the same heading and form the results page
          renders once it has read the URL, so nothing moves when it does. */}
      <Suspense
        fallback={
          <>
            <h1>Search</h1>
            <SearchPageForm query="" scope="" contexts={setup.contexts} />
            <p className="without-js-only">
              Search needs JavaScript, which is turned off in this browser. Every page can still be reached from the
              sidebar of the <SiteLink href="/">documentation</SiteLink> and from the{' '}
              <SiteLink href="/blog">blog</SiteLink>.
            </p>
          </>
        }
      >
        <SearchPage setup={setup} />
      </Suspense>
    </main>
  );
}
