import { SiteLink } from '@/components/layout/site-link.client';
import type { SidebarLink } from '@/lib/content/sidebar';

/** Previous and next pages in sidebar order. */
export function DocsPagination({ previous, next }: { previous?: SidebarLink; next?: SidebarLink }) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous ? (
        <SiteLink className="pagination-link pagination-previous" href={previous.path} rel="prev">
          <span className="pagination-sublabel">Previous</span>
          <span className="pagination-label">« {previous.label}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink className="pagination-link pagination-next" href={next.path} rel="next">
          <span className="pagination-sublabel">Next</span>
          <span className="pagination-label">{next.label} »</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
