import type { YearGroup } from '@/lib/blog/grouping';
import { SidebarLink } from '@/components/docs/sidebar-link.client';

/** The newest posts grouped by year; the client link marks the post being read (aria-current). */
export function BlogSidebar({ groups }: { groups: YearGroup[] }) {
  if (groups.length === 0) return null;
  return (
    <aside className="blog-sidebar">
      <nav aria-label="Recent blog posts">
        <p className="blog-sidebar-title">Recent posts</p>
        {groups.map((group) => (
          <div
            key={group.year}
            role="group"
            aria-labelledby={`blog-sidebar-${group.year}`}
            className="blog-sidebar-year"
          >
            <p id={`blog-sidebar-${group.year}`} className="blog-sidebar-year-label">
              {group.year}
            </p>
            <ul className="sidebar-list">
              {group.posts.map((post) => (
                <li key={post.path} className="sidebar-item">
                  <SidebarLink href={post.path} label={post.title} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}
