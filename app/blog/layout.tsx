import type { ReactNode } from 'react';
import { getSidebarGroups } from '@/lib/blog/source';
import { BlogSidebar } from '@/components/blog/blog-sidebar';

/** Every blog page: the recent-posts sidebar beside the page. */
export default function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className="blog-layout">
      <BlogSidebar groups={getSidebarGroups()} />
      {children}
    </div>
  );
}
