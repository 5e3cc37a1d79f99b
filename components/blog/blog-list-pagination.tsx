import { SiteLink } from '@/components/layout/site-link.client';
import { blogPaths } from '@/lib/blog/paths';
import type { ListPage } from '@/lib/blog/grouping';

/** Between list pages: newer entries on the left, older on the right. */
export function BlogListPagination({ page }: { page: Pick<ListPage, 'number' | 'total'> }) {
  if (page.total <= 1) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog list page navigation">
      {page.number > 1 ? (
        <SiteLink className="pagination-link" href={blogPaths.listPage(page.number - 1)} rel="prev">
          <span className="pagination-label">« Newer entries</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {page.number < page.total ? (
        <SiteLink className="pagination-link pagination-next" href={blogPaths.listPage(page.number + 1)} rel="next">
          <span className="pagination-label">Older entries »</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
