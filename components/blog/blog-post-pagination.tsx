import { SiteLink } from '@/components/layout/site-link.client';
import type { BlogPost } from '@/lib/blog/load-blog';

/** Below a post: the next newer and the next older post. */
export function BlogPostPagination({ newer, older }: { newer?: BlogPost; older?: BlogPost }) {
  if (!newer && !older) return null;
  return (
    <nav className="pagination-nav" aria-label="Blog post page navigation">
      {newer ? (
        <SiteLink className="pagination-link" href={newer.path} rel="prev">
          <span className="pagination-sublabel">Newer post</span>
          <span className="pagination-label">« {newer.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {older ? (
        <SiteLink className="pagination-link pagination-next" href={older.path} rel="next">
          <span className="pagination-sublabel">Older post</span>
          <span className="pagination-label">{older.title} »</span>
        </SiteLink>
      ) : null}
    </nav>
  );
}
