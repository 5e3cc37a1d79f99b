import { SiteLink } from '@/components/layout/site-link.client';
import { absoluteUrl, withBaseUrl } from '@/lib/routes';

/**
 * A page that only sends readers on. The static export has no server redirects, so the page
 * refreshes to the target at once and shows the link for anyone whose browser does not follow.
 * Its metadata names the target as canonical (see redirectMetadata).
 */
export function BlogRedirect({ title, to }: { title: string; to: string }) {
  return (
    <main id="main-content" className="blog-main" tabIndex={-1}>
      <meta httpEquiv="refresh" content={`0; url=${withBaseUrl(to)}`} />
      <h1>{title}</h1>
      <p>
        This page is at <SiteLink href={to}>{absoluteUrl(to)}</SiteLink>. Your browser should take you there now; if it
        does not, follow the link.
      </p>
    </main>
  );
}
